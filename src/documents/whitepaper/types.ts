import type { CatalogFacts } from "@/domain/catalog/catalog-facts";
import type { FutureWorkId, FutureWorkStatus } from "@/domain/content/future-work";

export const whitepaperSectionIds = [
  "abstract",
  "introduction",
  "architecture",
  "implementation",
  "performance",
  "security",
  "future-work",
  "conclusion",
] as const;
export type WhitepaperSectionId = (typeof whitepaperSectionIds)[number];

/** Figures drawn from the catalogue data when the page is built, never copied by hand. */
export type WhitepaperFigure = "resolution-plan" | "integrator-manifest";

/**
 * One block of running text. Words between backticks are set as inline code.
 * A `figure` is rendered from the catalogue; the content only supplies its caption.
 */
export type WhitepaperBlock =
  | { kind: "p"; text: string }
  | { kind: "h3"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "steps"; items: string[] }
  | { kind: "figure"; figure: WhitepaperFigure; caption: string };

export interface WhitepaperSection {
  title: string;
  blocks: WhitepaperBlock[];
}

export interface WhitepaperContent {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  /** e.g. "Version 1.0 · The Architech team". */
  byline: string;
  toc: Record<WhitepaperSectionId, string>;
  sections: Record<Exclude<WhitepaperSectionId, "future-work">, WhitepaperSection>;
  futureWork: {
    title: string;
    blocks: WhitepaperBlock[];
    statusLabel: string;
    status: Record<FutureWorkStatus, string>;
    items: Record<FutureWorkId, { title: string; body: string }>;
  };
  figures: { layer: (index: number) => string; planFile: string; manifestFile: string };
  sourceTitle: string;
  sourceBody: string;
  sourceLink: string;
}

export type WhitepaperContentFactory = (facts: CatalogFacts) => WhitepaperContent;
