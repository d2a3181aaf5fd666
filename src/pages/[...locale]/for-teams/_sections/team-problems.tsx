import { GitFork, Hourglass, ShieldAlert } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { IconCard } from "@/components/ui/card";

const problems = [
  { key: "inconsistency", Icon: GitFork },
  { key: "onboarding", Icon: Hourglass },
  { key: "security", Icon: ShieldAlert },
] as const;

export const TeamProblems = localized(function TeamProblems() {
  const t = useTranslations("ForTeams.problems");
  return (
    <Section aria-labelledby="problems-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="problems-title" />
      <ul className="mt-12 grid gap-4 md:grid-cols-3">
        {problems.map(({ key, Icon }) => (
          <IconCard key={key} tone="danger" icon={<Icon aria-hidden className="size-5" />} title={t(`items.${key}.title`)}>
            {t(`items.${key}.body`)}
          </IconCard>
        ))}
      </ul>
    </Section>
  );
});
