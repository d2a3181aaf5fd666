import type { ReactNode } from "react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Container } from "@/components/ui/section";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The search page: its title, and the search island the page places in it as `search`. */
export const SearchSection = localized(function SearchSection({ search }: { search?: ReactNode }) {
  const t = useTranslations("SearchPage");
  return (
    <section aria-labelledby="search-title">
      <Container className="py-14 sm:py-20">
        <div className="max-w-3xl">
          <h1 id="search-title" className="text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
            {t("title")}
          </h1>
          <p className="mt-3 text-base leading-relaxed text-pretty text-muted">{t("intro")}</p>
          <noscript>
            <p className={cn(cardVariants({ padding: "sm" }), "mt-6 text-sm text-muted")}>{t("noScript")}</p>
          </noscript>
          <div className="mt-8">{search}</div>
        </div>
      </Container>
    </section>
  );
});
