import { catalogFacts, type CatalogFacts } from "@/domain/genome/catalog-facts";
import type { Locale } from "@/i18n/routing";
import { documentMessages } from "../fill-messages";
import type { TitledText } from "../schema-parts";
import type { LightpaperSource } from "./schema";

/** The product brief in one language, its figures counted and its labels ready to take their values. */
export type LightpaperContent = Omit<LightpaperSource, "architecture" | "useCases"> & {
  architecture: Omit<LightpaperSource["architecture"], "layerLabel"> & { layerLabel: (index: number) => string };
  useCases: Omit<LightpaperSource["useCases"], "items" | "modulesLabel"> & {
    items: Record<string, TitledText>;
    modulesLabel: (count: number) => string;
  };
};

/** The product brief of a locale from its frontmatter, with the catalogue's figures filled in. */
export function lightpaperContent(source: LightpaperSource, locale: Locale, facts: CatalogFacts = catalogFacts()): LightpaperContent {
  const { format, fill } = documentMessages(locale, facts);
  const { architecture, useCases, roadmap, ...rest } = source;
  const { layerLabel, ...architectureText } = architecture;
  const { modulesLabel, ...useCasesText } = useCases;
  return {
    ...fill(rest),
    architecture: { ...fill(architectureText), layerLabel: (index) => format(layerLabel, { index }) },
    useCases: { ...fill(useCasesText), modulesLabel: (count) => format(modulesLabel, { count }) },
    roadmap: fill(roadmap),
  };
}
