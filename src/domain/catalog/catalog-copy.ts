import { useLocale } from "@/i18n/locale-context";
import { getTranslator } from "@/i18n/translator";
import type { AdapterGroup, GenomeComplexity, MarketplaceModule, ModuleCategory, ModuleFeature } from "@/domain/catalog/catalog";
import type { Locale } from "@/i18n/routing";
import { catalogMessageKey, type GenomeCapability, type MarketplaceKind } from "@/domain/catalog/catalog-derived";

type GenomeField = "name" | "description" | "challenge";

/**
 * The catalogue's prose in the reader's language. Messages are keyed by catalogue id, so the keys
 * are only known at run time; catalog-messages.test.ts checks that every id has its entries.
 */
export function getCatalogCopy(locale: Locale) {
  const t = getTranslator(locale, "Catalog");
  const text = (key: string) => t(key as Parameters<typeof t>[0]);
  // A feature the module's author left unnamed is shown by its id, which is all there is to say.
  const feature = (moduleId: string, { id, name }: ModuleFeature) => (name === null ? id : text(`features.${catalogMessageKey(moduleId)}.${id}`));
  return {
    moduleDescription: (id: string) => text(`modules.${catalogMessageKey(id)}`),
    feature,
    /** A module's named features by id, for an island that lists them (it shows an unnamed one by its id). */
    featureNames: (module: MarketplaceModule): Record<string, string> =>
      Object.fromEntries(module.features.flatMap((item) => (item.name === null ? [] : [[item.id, feature(module.id, item)]]))),
    genome: (id: string, field: GenomeField) => text(`genomes.${catalogMessageKey(id)}.${field}`),
    tag: (tag: string) => text(`tags.${tag}`),
    capability: (capability: GenomeCapability) => text(`capabilities.${capability}`),
    useCase: (useCase: string) => text(`useCases.${useCase}`),
    complexity: (complexity: GenomeComplexity) => text(`complexity.${complexity}`),
    category: (category: ModuleCategory | MarketplaceKind) => text(`categories.${category}`),
    group: (group: AdapterGroup) => text(`groups.${group}`),
  };
}

export type CatalogCopy = ReturnType<typeof getCatalogCopy>;

/** The catalogue's prose in the locale of the section being rendered. */
export function useCatalogCopy(): CatalogCopy {
  return getCatalogCopy(useLocale());
}
