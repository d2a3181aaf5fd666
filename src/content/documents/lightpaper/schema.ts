import { z } from "astro/zod";
import { genomeIds } from "@/domain/catalog/catalog";
import { milestoneIds, milestoneStatuses } from "@/domain/content/roadmap";
import { keyed, listed, text, titledText } from "../schema-parts";

export const lightpaperSectionIds = [
  "problem",
  "solution",
  "architecture",
  "use-cases",
  "specifications",
  "roadmap",
  "for-teams",
  "get-started",
] as const;
export type LightpaperSectionId = (typeof lightpaperSectionIds)[number];

/**
 * The product brief's frontmatter (src/content/documents/lightpaper/<locale>.md). Every text is an
 * ICU message: catalogue figures are placeholders (`{moduleCount}`), and the labels that take a
 * value (a layer's index, a count, a roadmap date) are messages with that value.
 */
export const lightpaperSchema = z
  .object({
    eyebrow: text,
    title: text,
    lead: text,
    /** Short labels for the headline figures under the title. */
    figures: keyed(["modules", "genomes", "adapters", "integrators"], text),
    toc: keyed(lightpaperSectionIds, text),
    problem: z
      .object({
        title: text,
        lead: text,
        paragraphs: z.array(text).min(1),
        closing: text,
      })
      .strict(),
    solution: z
      .object({
        title: text,
        lead: text,
        layers: listed(["engine", "marketplace"], { name: text, tagline: text, body: text, points: z.array(text).min(1) }),
        closing: text,
      })
      .strict(),
    architecture: z
      .object({
        title: text,
        lead: text,
        steps: listed(["declare", "resolve", "install", "integrate", "own"], titledText.shape),
        genomeTitle: text,
        genomeBody: text,
        /** The `project.description` written into the example genome. */
        genomeDescription: text,
        orderTitle: text,
        orderBody: text,
        /** `{index}`: the layer's number, from 1. */
        layerLabel: text,
      })
      .strict(),
    useCases: z
      .object({
        title: text,
        lead: text,
        items: keyed(genomeIds, titledText),
        /** `{count}`: how many modules a template installs. */
        modulesLabel: text,
        stackLabel: text,
        viewLabel: text,
      })
      .strict(),
    specifications: z
      .object({
        title: text,
        lead: text,
        requirementsTitle: text,
        stacksTitle: text,
        catalogTitle: text,
        catalogRows: listed(["modules", "adapters", "integrators", "genomes", "links"], { label: text, value: text }),
      })
      .strict(),
    roadmap: z
      .object({
        title: text,
        lead: text,
        status: keyed(milestoneStatuses, text),
        items: keyed(milestoneIds, titledText),
      })
      .strict(),
    forTeams: z
      .object({
        title: text,
        lead: text,
        features: listed(["private-marketplace", "governance", "onboarding", "sso"], titledText.shape),
        cta: text,
      })
      .strict(),
    getStarted: z
      .object({
        title: text,
        lead: text,
        installLabel: text,
        links: keyed(["cli", "marketplace", "solutions", "source", "docs"], titledText),
      })
      .strict(),
  })
  .strict();

export type LightpaperSource = z.infer<typeof lightpaperSchema>;
