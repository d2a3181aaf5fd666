import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import { docsPagePath, docsSidebar } from "@/domain/docs/docs-nav";
import { cn } from "@/lib/utils";

/**
 * The documentation's pages by group, the current one marked `aria-current="page"`. Drawn twice
 * by the docs shell, beside the text on wide screens and in a disclosure above it on narrow ones;
 * only one of the two is ever displayed, so there is one navigation landmark at a time.
 */
export function DocsSidebar({ locale, currentPath, className }: { locale: Locale; currentPath: string; className?: string }) {
  const t = getTranslator(locale, "Docs");
  return (
    <nav aria-label={t("navLabel")} className={cn("text-sm", className)}>
      <ul className="flex flex-col gap-6">
        {docsSidebar().map(({ group, pages }) => (
          <li key={group}>
            <p className="mb-2 font-mono text-xs font-medium tracking-[0.14em] text-subtle uppercase">{t(`groups.${group}`)}</p>
            <ul className="flex flex-col border-l border-border">
              {pages.map((page) => {
                const path = docsPagePath(page.slug);
                const current = path === currentPath;
                return (
                  <li key={page.slug}>
                    <a
                      href={localizePath(path, locale)}
                      aria-current={current ? "page" : undefined}
                      className="-ml-px block border-l-2 border-transparent py-1.5 pr-2 pl-3 text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:border-primary-text aria-[current=page]:font-medium aria-[current=page]:text-foreground"
                    >
                      {page.title[locale]}
                    </a>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
