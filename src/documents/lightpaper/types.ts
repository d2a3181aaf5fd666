import type { CatalogFacts } from "@/domain/catalog/catalog-facts";
import type { MilestoneId } from "@/domain/content/roadmap";
import type { OperatingSystemId } from "@/domain/content/platform";

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

export interface TitledText {
  title: string;
  body: string;
}

/** The product brief in one language. Figures come in through `CatalogFacts`, never typed here. */
export interface LightpaperContent {
  metaTitle: string;
  metaDescription: string;
  eyebrow: string;
  title: string;
  lead: string;
  /** Short labels for the headline figures under the title. */
  figures: { modules: string; genomes: string; adapters: string; integrators: string };
  toc: Record<LightpaperSectionId, string>;
  problem: {
    title: string;
    lead: string;
    paragraphs: string[];
    stats: { id: "setup" | "configuration" | "debt" | "onboarding"; value: string; label: string }[];
    closing: string;
  };
  solution: {
    title: string;
    lead: string;
    layers: { id: "engine" | "marketplace"; name: string; tagline: string; body: string; points: string[] }[];
    closing: string;
  };
  architecture: {
    title: string;
    lead: string;
    steps: ({ id: "declare" | "resolve" | "install" | "integrate" | "own" } & TitledText)[];
    genomeTitle: string;
    genomeBody: string;
    /** The `project.description` written into the example genome. */
    genomeDescription: string;
    orderTitle: string;
    orderBody: string;
    layerLabel: (index: number) => string;
  };
  useCases: {
    title: string;
    lead: string;
    items: Record<string, TitledText>;
    modulesLabel: (count: number) => string;
    stackLabel: string;
    viewLabel: string;
  };
  specifications: {
    title: string;
    lead: string;
    requirementsTitle: string;
    platformsTitle: string;
    platforms: Record<OperatingSystemId, string>;
    stacksTitle: string;
    anyVersion: string;
    catalogTitle: string;
    catalogRows: { id: string; label: string; value: string }[];
  };
  roadmap: {
    title: string;
    lead: string;
    status: { live: string; planned: string };
    period: (when: { version: string } | { quarter: number; year: number }) => string;
    items: Record<MilestoneId, TitledText>;
  };
  forTeams: {
    title: string;
    lead: string;
    features: ({ id: "private-marketplace" | "governance" | "onboarding" | "sso" } & TitledText)[];
    cta: string;
  };
  getStarted: {
    title: string;
    lead: string;
    installLabel: string;
    links: { cli: TitledText; marketplace: TitledText; solutions: TitledText; source: TitledText; docs: TitledText };
  };
}

export type LightpaperContentFactory = (facts: CatalogFacts) => LightpaperContent;
