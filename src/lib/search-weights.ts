/**
 * How much a word counts in the site search, against 1 for running text (Pagefind's
 * `data-pagefind-weight`). A result's snippet is the sentence of running text where the query
 * weighs most (src/features/search/search-snippet.ts): words weighted otherwise are still found,
 * but never quoted as a sentence.
 */

/** Code: a file or a command reads badly cut into a line of a result. */
export const CODE_SEARCH_WEIGHT = "0.5";

/**
 * Labels: an eyebrow above a heading, a name in a list of names. They say what a page holds in a
 * word or two, and read as "Adapter. Drizzle ORM." when quoted. Put it on a block (`p`, `li`):
 * Pagefind ends a block's text with a full stop, but not when a weighted inline element closes it,
 * and the label would then run into the sentence after it.
 */
export const LABEL_SEARCH_WEIGHT = "0.5";
