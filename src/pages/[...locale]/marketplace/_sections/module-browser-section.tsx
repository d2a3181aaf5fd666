import type { ReactNode } from "react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";

/** The module grid's section; the page places the marketplace browser island in it as `browser`. */
export const ModuleBrowserSection = localized(function ModuleBrowserSection({ browser }: { browser?: ReactNode }) {
  const t = useTranslations("Marketplace");
  return (
    <Section aria-labelledby="module-browser-title" className="py-14 sm:py-16">
      {/* The cards are h3s under the page's h1: this heading keeps the outline in order for screen readers. */}
      <h2 id="module-browser-title" className="sr-only">
        {t("browserTitle")}
      </h2>
      {browser}
    </Section>
  );
});
