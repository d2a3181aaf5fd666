import { ChevronRight } from "lucide-react";
import { JsonLd } from "@/components/layout/json-ld";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import { DOCS_HOME_PATH, docsGroupOf, type DocsPage } from "@/domain/docs/docs-nav";
import { breadcrumbListJsonLd } from "@/lib/seo/structured-data";
import { absoluteUrl } from "@/lib/site-config";

/** Where a docs page's group is listed on the docs home. */
export function docsGroupAnchor(group: string): string {
  return `group-${group}`;
}

/** Docs › group › page, as links and as structured data for search engines. */
export function DocsBreadcrumbs({ locale, page }: { locale: Locale; page: DocsPage }) {
  const t = getTranslator(locale, "Docs");
  const group = docsGroupOf(page.slug);
  const home = localizePath(DOCS_HOME_PATH, locale);
  const crumbs = [
    { name: t("home"), href: home },
    { name: t(`groups.${group}`), href: `${home}#${docsGroupAnchor(group)}` },
  ] as const;
  return (
    <>
      <nav aria-label={t("breadcrumbLabel")} className="mb-4 text-sm">
        <ol className="flex flex-wrap items-center gap-1.5 text-muted">
          <li className="flex items-center gap-1.5">
            <a href={home} className="rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
              {crumbs[0].name}
            </a>
            <ChevronRight aria-hidden className="size-3.5 text-subtle" />
          </li>
          {/* The group has no page of its own: its name places the page, a link would only repeat the docs home. */}
          <li className="flex items-center gap-1.5">
            {crumbs[1].name}
            <ChevronRight aria-hidden className="size-3.5 text-subtle" />
          </li>
          <li aria-current="page" className="text-foreground">
            {page.title[locale]}
          </li>
        </ol>
      </nav>
      <JsonLd
        data={breadcrumbListJsonLd([
          ...crumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.href) })),
          { name: page.title[locale], url: absoluteUrl(localizePath(`${DOCS_HOME_PATH}/${page.slug}`, locale)) },
        ])}
      />
    </>
  );
}
