import { getTranslator } from "@/i18n/translator";
import { breadcrumbListJsonLd } from "@/lib/seo/structured-data";
import { localizePath } from "@/i18n/locale-path";
import { absoluteUrl } from "@/lib/site-config";
import type { Locale } from "@/i18n/routing";
import { JsonLd } from "./json-ld";
import { genomePath } from "@/domain/catalog/paths";
import { route } from "@/domain/site/page-paths";

/** Home > Templates > this template, for search results. */
export function GenomeBreadcrumbJsonLd({ locale, id, name }: { locale: Locale; id: string; name: string }) {
  const t = getTranslator(locale, "Navigation");
  return (
    <JsonLd
      data={breadcrumbListJsonLd([
        { name: t("homeLabel"), url: absoluteUrl(localizePath("/", locale)) },
        { name: t("groups.templates"), url: absoluteUrl(localizePath(route("solutions"), locale)) },
        { name, url: absoluteUrl(localizePath(genomePath(id), locale)) },
      ])}
    />
  );
}
