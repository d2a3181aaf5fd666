import type { ReactNode } from "react";
import { localized, useTranslations, useLocale } from "@/i18n/locale-context";
import { JsonLd } from "@/components/layout/json-ld";
import { faqPageJsonLd } from "@/lib/seo/structured-data";
import { Accordion } from "@/components/ui/accordion";
import { Section, SectionHeader } from "@/components/ui/section";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { landingSectionId } from "@/lib/landing-sections";

/** Nine questions, the first open by default. */
const questions = ["what", "genome", "ownership", "stack", "templates", "existing", "ai", "pricing", "contribute"] as const;

/** The questions and the contact box; the contact dialog is an island the page passes in (`contact` slot). */
export const Faq = localized(function Faq({ contact }: { /** The contact dialog island (the page's `contact` slot). */ contact?: ReactNode }) {
  const t = useTranslations("Landing.faq");
  const locale = useLocale();
  const entries = questions.map((key) => ({ key, question: t(`items.${key}.question`), answer: t(`items.${key}.answer`) }));
  return (
    <Section compact id={landingSectionId("faq")} divided aria-labelledby="faq-title">
      <JsonLd data={faqPageJsonLd(entries, locale)} />
      <div className="grid gap-12 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-16">
        <div className="lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="faq-title" description={t("description")} />
          <div className={cn(cardVariants({ padding: "md" }), "mt-8")}>
            <p className="font-medium text-foreground">{t("contactPrompt")}</p>
            <p className="mt-1 text-sm text-muted">{t("contactDescription")}</p>
            <div className="mt-4">{contact}</div>
          </div>
        </div>
        <Accordion
          name="faq"
          defaultValue={questions[0]}
          className="border-t border-border"
          contentClassName="pr-8 text-[15px]"
          items={entries.map(({ key, question, answer }) => ({ value: key, trigger: question, content: answer }))}
        />
      </div>
    </Section>
  );
});
