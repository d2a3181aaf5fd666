import { z } from "astro/zod";
import { futureWorkIds, futureWorkStatuses } from "@/domain/content/future-work";
import { keyed, text, titledText } from "../schema-parts";

/** The paper's sections, in order: its body's `## Title {#id}` headings. */
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
export const whitepaperFigures = ["resolution-plan", "integrator-manifest"] as const;
export type WhitepaperFigure = (typeof whitepaperFigures)[number];

/**
 * The white paper's frontmatter (src/content/documents/whitepaper/<locale>.md): what surrounds its
 * running text, which is the file's Markdown body (./paper-body.ts). Texts are ICU messages, as in
 * the product brief.
 */
export const whitepaperSchema = z
  .object({
    eyebrow: text,
    title: text,
    subtitle: text,
    /** e.g. "Version 1.0"; the author is the founder (src/features/team/team.ts), added where it is shown. */
    byline: text,
    futureWork: z
      .object({
        statusLabel: text,
        status: keyed(futureWorkStatuses, text),
        items: keyed(futureWorkIds, titledText),
      })
      .strict(),
    /** `{index}`: the number of a layer of the execution plan, from 1. */
    figures: z.object({ layer: text }).strict(),
    sourceTitle: text,
    sourceBody: text,
    sourceLink: text,
  })
  .strict();

export type WhitepaperSource = z.infer<typeof whitepaperSchema>;
