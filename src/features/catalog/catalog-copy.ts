import "server-only";
import { getTranslations } from "next-intl/server";
import type { GenomeComplexity, ModuleCategory } from "@/data/catalog";
import type { Locale } from "@/i18n/routing";
import { catalogMessageKey, type GenomeCapability, type ModuleKind } from "@/data/catalog-derived";

type GenomeField = "name" | "description" | "challenge";

/**
 * The catalogue's prose in the reader's language. Messages are keyed by catalogue id, so the keys
 * are only known at run time; catalog-messages.test.ts checks that every id has its entries.
 */
export async function getCatalogCopy(locale?: Locale) {
  // Pages read the locale of the request; preview images and metadata name it explicitly.
  const t = locale ? await getTranslations({ locale, namespace: "Catalog" }) : await getTranslations("Catalog");
  const text = (key: string) => t(key as Parameters<typeof t>[0]);
  return {
    moduleDescription: (id: string) => text(`modules.${catalogMessageKey(id)}`),
    genome: (id: string, field: GenomeField) => text(`genomes.${catalogMessageKey(id)}.${field}`),
    tag: (tag: string) => text(`tags.${tag}`),
    capability: (capability: GenomeCapability) => text(`capabilities.${capability}`),
    useCase: (useCase: string) => text(`useCases.${useCase}`),
    complexity: (complexity: GenomeComplexity) => text(`complexity.${complexity}`),
    category: (category: ModuleCategory | ModuleKind) => text(`categories.${category}`),
  };
}

export type CatalogCopy = Awaited<ReturnType<typeof getCatalogCopy>>;
