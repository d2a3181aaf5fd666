const WORDS_PER_MINUTE = 220;

function words(value: unknown): number {
  if (typeof value === "string") return value.split(/\s+/).filter(Boolean).length;
  if (Array.isArray(value)) return value.reduce((total: number, item) => total + words(item), 0);
  if (value && typeof value === "object") return Object.values(value).reduce((total: number, item) => total + words(item), 0);
  return 0;
}

/** Minutes a reader needs for a document's text, rounded up, at least one. */
export function readingMinutes(content: unknown): number {
  return Math.max(1, Math.ceil(words(content) / WORDS_PER_MINUTE));
}
