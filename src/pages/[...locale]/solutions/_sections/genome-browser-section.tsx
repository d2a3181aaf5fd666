import type { ReactNode } from "react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";

/** The genome grid's section; the page places the solutions browser island in it as `browser`. */
export const GenomeBrowserSection = localized(function GenomeBrowserSection({ browser }: { browser?: ReactNode }) {
  const t = useTranslations("Solutions");
  return (
    <Section aria-labelledby="genome-browser-title" className="py-14 sm:py-16">
      {/* The cards are h3s under the page's h1: this heading keeps the outline in order for screen readers. */}
      <h2 id="genome-browser-title" className="sr-only">
        {t("browserTitle")}
      </h2>
      {browser}
    </Section>
  );
});
