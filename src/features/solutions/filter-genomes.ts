import type { SolutionsSearch } from "./search-params";

/** What the filter needs of a genome: its texts in the reader's language and its tags (id and label). */
export interface GenomeSearchItem {
  id: string;
  name: string;
  description: string;
  tags: readonly { id: string; label: string }[];
}

function normalise(text: string): string {
  return text.trim().toLocaleLowerCase();
}

/** Case-insensitive substring match on name, description or any tag. */
export function matchesGenomeQuery(item: GenomeSearchItem, query: string): boolean {
  const needle = normalise(query);
  if (!needle) return true;
  return [item.name, item.description, ...item.tags.flatMap((tag) => [tag.id, tag.label])].some((text) =>
    normalise(text).includes(needle),
  );
}

/** The search combined with the selected tag, which must match exactly. */
export function filterGenomes<T extends GenomeSearchItem>(items: readonly T[], search: SolutionsSearch): T[] {
  return items.filter(
    (item) => (search.tag === null || item.tags.some((tag) => tag.id === search.tag)) && matchesGenomeQuery(item, search.q),
  );
}
