import { GitBranch, SlidersHorizontal, Zap, type LucideIcon } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { cliReasonKeys, cliRunFigures, type CliReasonKey } from "@/features/cli/cli-page-lists";

const icons: Record<CliReasonKey, LucideIcon> = { ci: GitBranch, control: SlidersHorizontal, speed: Zap };
const reasons = cliReasonKeys.map((key) => ({ key, Icon: icons[key] }));

export const WhyCli = localized(function WhyCli() {
  const t = useTranslations("Cli.why");
  return (
    <Section divided aria-labelledby="why-cli-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="why-cli-title" />
      <ul className="mt-12 grid gap-x-10 gap-y-10 md:grid-cols-3">
        {reasons.map(({ key, Icon }) => (
          <li key={key} className="border-t border-border-strong pt-6">
            <Icon aria-hidden className="size-5 text-gold-text" />
            <h3 className="mt-4 text-base font-semibold text-foreground">{t(`${key}.title`)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{t(`${key}.description`, cliRunFigures)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
});
