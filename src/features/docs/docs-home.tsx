import { ArrowRight } from "lucide-react";
import { cardVariants } from "@/components/ui/card";
import { docsPagePath, docsSidebar } from "@/domain/docs/docs-nav";
import { docsStatusPage, docsVersionsPage } from "@/domain/docs/docs-status";
import { localizePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { cn } from "@/lib/utils";
import { docsGroupAnchor } from "./docs-breadcrumbs";
import { documentedStateValues, statusLinkValues } from "./docs-state";

/** The docs' front page: what they cover, and every group with its pages and what each says. */
export function DocsHome({ locale }: { locale: Locale }) {
  const t = getTranslator(locale, "Docs");
  return (
    <div className="pt-8 lg:pt-10">
      <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{t("eyebrow")}</p>
      <h1 className="mt-3 text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">{t("title")}</h1>
      <p className="mt-3 max-w-[60ch] text-lg leading-relaxed text-pretty text-muted">{t("intro")}</p>
      <p className="mt-3 max-w-[60ch] text-sm text-subtle">{t("state", documentedStateValues(locale))}</p>
      <nav aria-label={t("stateLinks")} className="mt-3">
        <ul className="flex flex-col gap-1.5 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
          <li>
            <a href={localizePath(docsPagePath(docsStatusPage().slug), locale)} className="font-medium text-primary-text underline-offset-4 hover:underline">
              {t("statusLink", statusLinkValues(locale))}
            </a>
          </li>
          <li>
            <a href={localizePath(docsPagePath(docsVersionsPage().slug), locale)} className="font-medium text-primary-text underline-offset-4 hover:underline">
              {t("versionsLink")}
            </a>
          </li>
        </ul>
      </nav>
      {docsSidebar().map(({ group, pages }) => (
        <section key={group} aria-labelledby={docsGroupAnchor(group)} className="mt-12">
          <h2 id={docsGroupAnchor(group)} className="scroll-mt-[calc(var(--header-height)+1rem)] text-xl font-semibold text-foreground">
            {t(`groups.${group}`)} <span className="text-sm font-normal text-subtle">· {t("pageCount", { count: pages.length })}</span>
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {pages.map((page) => (
              <li key={page.slug}>
                <a href={localizePath(docsPagePath(page.slug), locale)} className={cn(cardVariants({ padding: "md", interactive: true }), "group flex h-full flex-col")}>
                  <span className="flex items-center justify-between gap-3 text-[15px] font-semibold text-foreground">
                    {page.title[locale]}
                    <ArrowRight aria-hidden className="size-4 shrink-0 text-subtle transition-transform group-hover:translate-x-0.5" />
                  </span>{" "}
                  <span className="mt-1.5 text-sm leading-relaxed text-muted">{page.description[locale]}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
