import { localized, useTranslations } from "@/i18n/locale-context";
import { founder } from "@/features/team/team";
import { Section, SectionHeader } from "@/components/ui/section";

const paragraphs = ["p1", "p2", "p3", "p4"] as const;

export const FounderStory = localized(function FounderStory() {
  const t = useTranslations("Team.story");
  return (
    <Section divided aria-labelledby="story-title">
      <div className="grid gap-10 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <SectionHeader title={t("title")} titleId="story-title" />
        <div className="max-w-2xl space-y-5 text-[17px] leading-relaxed text-pretty text-muted">
          {paragraphs.map((key) => (
            <p key={key}>{t(`paragraphs.${key}`)}</p>
          ))}
          <p className="font-medium text-foreground">{founder.name}</p>
        </div>
      </div>
    </Section>
  );
});
