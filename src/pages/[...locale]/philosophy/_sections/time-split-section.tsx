import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { TimeSplitBar } from "@/features/time-split/time-split-bar";
import { timeSplit } from "@/domain/content/time-split";

export const TimeSplitSection = localized(function TimeSplitSection() {
  const t = useTranslations("Philosophy.time");
  return (
    <Section divided aria-labelledby="time-title">
      <SectionHeader title={t("title")} titleId="time-title" description={t("description")} />
      <TimeSplitBar
        className="mt-12"
        label={t("barLabel", { setup: String(timeSplit.setup), innovation: String(timeSplit.innovation) })}
        setupLabel={t("setup")}
        innovationLabel={t("innovation")}
      />
      <p className="mt-8 max-w-2xl text-lg font-medium text-foreground">{t("goal")}</p>
    </Section>
  );
});
