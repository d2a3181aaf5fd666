import { moduleById, type ModuleId } from "@/domain/catalog/catalog";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";

/** A module page's title and description, for its head, link previews and preview image. */
export function modulePageMeta(locale: Locale, id: ModuleId): { title: string; description: string } {
  const module = moduleById(id);
  const t = getTranslator(locale, "ModulePage");
  return {
    title: t("metaTitle", { name: module.name, category: module.category }),
    description: t("metaDescription", { description: getCatalogCopy(locale).moduleDescription(id), id }),
  };
}
