import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";

const steps = ["curate", "generate", "govern"] as const;

export const GovernancePath = localized(function GovernancePath() {
  const t = useTranslations("ForTeams.path");
  return (
    <Section divided aria-labelledby="path-title">
      <SectionHeader title={t("title")} description={t("subtitle")} titleId="path-title" />
      <ol className="mt-12 grid gap-4 md:grid-cols-3 md:gap-0">
        {steps.map((key, index) => (
          <li
            key={key}
            className="relative rounded-xl border border-border bg-surface p-6 md:rounded-none md:border-r-0 md:first:rounded-l-xl md:last:rounded-r-xl md:last:border-r"
          >
            <span aria-hidden className="font-mono text-xs text-subtle">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-xl font-semibold tracking-tight text-foreground">{t(`steps.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
});
