import { catalogFacts, type CatalogFacts } from "@/domain/genome/catalog-facts";
import type { MilestoneDate } from "@/domain/content/roadmap";
import type { Locale } from "@/i18n/routing";
import { documentMessages } from "../fill-messages";
import type { TitledText } from "../schema-parts";
import type { LightpaperSource } from "./schema";

/** The product brief in one language, its figures counted and its labels ready to take their values. */
export type LightpaperContent = Omit<LightpaperSource, "architecture" | "useCases" | "roadmap"> & {
  architecture: Omit<LightpaperSource["architecture"], "layerLabel"> & { layerLabel: (index: number) => string };
  useCases: Omit<LightpaperSource["useCases"], "items" | "modulesLabel"> & {
    items: Record<string, TitledText>;
    modulesLabel: (count: number) => string;
  };
  roadmap: Omit<LightpaperSource["roadmap"], "period"> & { period: (when: MilestoneDate) => string };
};

/** The product brief of a locale from its frontmatter, with the catalogue's figures filled in. */
export function lightpaperContent(source: LightpaperSource, locale: Locale, facts: CatalogFacts = catalogFacts()): LightpaperContent {
  const { format, fill } = documentMessages(locale, facts);
  const { architecture, useCases, roadmap, ...rest } = source;
  const { layerLabel, ...architectureText } = architecture;
  const { modulesLabel, ...useCasesText } = useCases;
  const { period, ...roadmapText } = roadmap;
  return {
    ...fill(rest),
    architecture: { ...fill(architectureText), layerLabel: (index) => format(layerLabel, { index }) },
    useCases: { ...fill(useCasesText), modulesLabel: (count) => format(modulesLabel, { count }) },
    roadmap: {
      ...fill(roadmapText),
      // A year is text: as a number, ICU would group its digits (2,026).
      period: (when) =>
        "version" in when ? format(period.version, { version: when.version }) : format(period.quarter, { quarter: when.quarter, year: String(when.year) }),
    },
  };
}
