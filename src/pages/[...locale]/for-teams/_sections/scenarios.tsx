import { localized, useTranslations } from "@/i18n/locale-context";
import { BadgeLine } from "@/components/ui/badge";
import { Section, SectionHeader } from "@/components/ui/section";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const scenarios = ["fintech", "agency", "scaleup"] as const;

export const Scenarios = localized(function Scenarios() {
  const t = useTranslations("ForTeams.scenarios");
  return (
    <Section divided aria-labelledby="scenarios-title">
      <SectionHeader title={t("title")} description={t("description")} titleId="scenarios-title" />
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {scenarios.map((key) => (
          <li key={key} className={cn(cardVariants(), "flex flex-col")}>
            <BadgeLine variant="secondary">{t(`items.${key}.tag`)}</BadgeLine>
            <h3 className="mt-4 text-base font-semibold text-balance text-foreground">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
});
