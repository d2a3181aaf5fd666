import { GitFork, Hourglass, ShieldAlert } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { IconTile } from "@/components/ui/icon-tile";
import { cardVariants } from "@/components/ui/card";

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
          <li key={key} className={cardVariants()}>
            <IconTile tone="danger">
              <Icon aria-hidden className="size-5" />
            </IconTile>
            <h3 className="mt-4 text-base font-semibold text-foreground">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`items.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
});
