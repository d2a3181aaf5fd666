import { catalogFacts, type CatalogFacts } from "@/domain/genome/catalog-facts";
import type { FutureWorkId, FutureWorkStatus } from "@/domain/content/future-work";
import type { Locale } from "@/i18n/routing";
import { documentMessages } from "../fill-messages";
import type { TitledText } from "../schema-parts";
import { paperSections, type WhitepaperBlock, type WhitepaperSection } from "./paper-body";
import { whitepaperSectionIds, type WhitepaperSectionId, type WhitepaperSource } from "./schema";

export type { WhitepaperBlock, WhitepaperSection };

export interface WhitepaperContent {
  eyebrow: string;
  title: string;
  subtitle: string;
  byline: string;
  /** The sections' own titles. */
  toc: Record<WhitepaperSectionId, string>;
  sections: Record<Exclude<WhitepaperSectionId, "future-work">, WhitepaperSection>;
  futureWork: WhitepaperSection & {
    statusLabel: string;
    status: Record<FutureWorkStatus, string>;
    items: Record<FutureWorkId, TitledText>;
  };
  figures: { layer: (index: number) => string };
  sourceTitle: string;
  sourceBody: string;
  sourceLink: string;
}

/** The sections of a locale's body; an error names the file a translator has to fix. */
function bodySections(body: string, locale: Locale): Record<WhitepaperSectionId, WhitepaperSection> {
  try {
    return paperSections(body);
  } catch (error) {
    throw new Error(`src/content/documents/whitepaper/${locale}.md: ${(error as Error).message}`, { cause: error });
  }
}

/** The white paper of a locale from its collection entry (frontmatter and Markdown body), with the catalogue's figures filled in. */
export function whitepaperContent(
  entry: { data: WhitepaperSource; body?: string },
  locale: Locale,
  facts: CatalogFacts = catalogFacts(),
): WhitepaperContent {
  const { format, fill } = documentMessages(locale, facts);
  const filled = fill(bodySections(entry.body ?? "", locale));
  const { "future-work": futureWorkSection, ...sections } = filled;
  const { futureWork, figures, ...rest } = entry.data;
  return {
    ...fill(rest),
    toc: Object.fromEntries(whitepaperSectionIds.map((id) => [id, filled[id].title])) as Record<WhitepaperSectionId, string>,
    sections,
    futureWork: { ...futureWorkSection, ...fill(futureWork) },
    figures: { layer: (index) => format(figures.layer, { index }) },
  };
}
