import { localized, useTranslations } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";

const metrics = ["onboarding", "compliance", "delivery"] as const;

export const TeamMetrics = localized(function TeamMetrics() {
  const t = useTranslations("ForTeams.metrics");
  return (
    <Section divided aria-labelledby="metrics-title">
      <h2 id="metrics-title" className="text-center text-3xl font-semibold tracking-tight text-balance text-foreground sm:text-4xl">
        {t("title")}
      </h2>
      <dl className="mt-12 grid gap-px overflow-hidden rounded-2xl border border-border bg-border sm:grid-cols-3">
        {metrics.map((key) => (
          <div key={key} className="flex flex-col items-center bg-surface px-6 py-10 text-center">
            <dt className="text-sm text-muted">{t(`items.${key}.label`)}</dt>
            <dd className="order-first font-mono text-5xl font-semibold tracking-tight text-gold-text">{t(`items.${key}.value`)}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
});
