import type { ReactNode } from "react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";

/** The module grid's section; the page places the marketplace browser island in it as `browser`. */
export const ModuleBrowserSection = localized(function ModuleBrowserSection({ browser }: { browser?: ReactNode }) {
  const t = useTranslations("Marketplace");
  // Named, not headed: its kinds (adapters, integrators, templates) are the h2s under the page's h1.
  return (
    <Section aria-label={t("browserTitle")} className="py-14 sm:py-16">
      {browser}
    </Section>
  );
});
