import { ArrowLeft, ArrowRight } from "lucide-react";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import { docsNeighbours, docsPagePath, type DocsPage } from "@/domain/docs/docs-nav";
import { cn } from "@/lib/utils";

const cardClass =
  "group flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface px-4 py-3 transition-colors hover:border-border-strong hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-ring";

/** The pages before and after this one in the sidebar's order, linked with `rel="prev"` and `rel="next"`. */
export function DocsPagination({ locale, page }: { locale: Locale; page: DocsPage }) {
  const t = getTranslator(locale, "Docs");
  const { previous, next } = docsNeighbours(page.slug);
  return (
    <nav aria-label={t("pagination")} className="mt-12 grid gap-3 sm:grid-cols-2">
      {previous ? (
        <a href={localizePath(docsPagePath(previous.slug), locale)} rel="prev" className={cardClass}>
          <span className="flex items-center gap-1.5 text-xs text-muted">
            <ArrowLeft aria-hidden className="size-3.5" />
            {t("previous")}
          </span>
          <span className="font-medium text-foreground">{previous.title[locale]}</span>
        </a>
      ) : (
        <span aria-hidden className="hidden sm:block" />
      )}
      {next ? (
        <a href={localizePath(docsPagePath(next.slug), locale)} rel="next" className={cn(cardClass, "sm:items-end sm:text-right")}>
          <span className="flex items-center gap-1.5 text-xs text-muted">
            {t("next")}
            <ArrowRight aria-hidden className="size-3.5" />
          </span>
          <span className="font-medium text-foreground">{next.title[locale]}</span>
        </a>
      ) : null}
    </nav>
  );
}
