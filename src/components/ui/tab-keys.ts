/** Where a key moves the selection of a tab list from `index`, wrapping around; null for any other key (WAI-ARIA tabs). */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}
