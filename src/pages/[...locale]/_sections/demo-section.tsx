import type { ReactNode } from "react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { landingSectionId } from "@/lib/landing-sections";

/** The demo's heading and frame; the demo itself is an island the page passes in (`demo` slot). */
export const DemoSection = localized(function DemoSection({ demo }: { /** The demo island, passed by the page as its `demo` slot. */ demo?: ReactNode }) {
  const t = useTranslations("Landing.demo");
  return (
    <Section compact id={landingSectionId("demo")} divided aria-labelledby="demo-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="demo-title" description={t("description")} />
      {/* The demo plays a simulation: its first frame (waiting steps, player buttons) is not text to find the page by. */}
      <div data-pagefind-ignore="" className="mt-12">
        {demo}
      </div>
    </Section>
  );
});
