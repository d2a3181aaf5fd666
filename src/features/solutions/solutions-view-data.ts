import type { CountMessage } from "@/i18n/message-template";
import type { GenomeSearchItem } from "./filter-genomes";

/** What the solutions page's script reads from the page (solutions-browser.tsx writes it). */
export interface SolutionsViewData {
  items: GenomeSearchItem[];
  /** The tags a URL may name. */
  tagIds: string[];
  /** "3 templates", for any number of results (formatCount). */
  resultCount: CountMessage;
}
