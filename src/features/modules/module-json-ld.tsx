import { JsonLd } from "@/components/layout/json-ld";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import { breadcrumbListJsonLd, softwareSourceCodeJsonLd } from "@/lib/seo/structured-data";
import { absoluteUrl } from "@/lib/site-config";
import type { ModuleFacts } from "./module-facts";
import { route } from "@/domain/site/page-paths";

/**
 * A module page's structured data: the module as source code, and Home > Marketplace > module for
 * search results (an adapter group has no page of its own, so it is not a crumb here).
 */
export function ModuleJsonLd({ locale, facts }: { locale: Locale; facts: ModuleFacts }) {
  const t = getTranslator(locale, "Navigation");
  const url = absoluteUrl(facts.path);
  return (
    <>
      <JsonLd
        data={softwareSourceCodeJsonLd({
          name: facts.name,
          description: facts.description,
          url,
          codeRepository: facts.sourceUrl,
          version: facts.version,
          inLanguage: locale,
        })}
      />
      <JsonLd
        data={breadcrumbListJsonLd([
          { name: t("homeLabel"), url: absoluteUrl(localizePath("/", locale)) },
          { name: t("items.marketplace.title"), url: absoluteUrl(localizePath(route("marketplace"), locale)) },
          { name: facts.name, url },
        ])}
      />
    </>
  );
}
