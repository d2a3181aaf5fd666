import { FileCode, PackageCheck, Rocket, type LucideIcon } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import { cliStepCommand } from "@/features/cli/cli-commands";
import { StepCommand } from "@/features/cli/step-command";
import { cliStepKeys, type CliStepKey } from "@/features/cli/cli-page-lists";
import { StepCardHeader } from "@/components/ui/step-card-header";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const icons: Record<CliStepKey, LucideIcon> = { genome: FileCode, new: Rocket, install: PackageCheck };
const steps = cliStepKeys.map((key) => ({ key, Icon: icons[key] }));

export const CliSteps = localized(function CliSteps() {
  const t = useTranslations("Cli.steps");
  return (
    <Section aria-labelledby="cli-steps-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="cli-steps-title" />
      <ol className="mt-12 grid gap-4 lg:grid-cols-3">
        {steps.map(({ key, Icon }, index) => (
          <li key={key} className={cn(cardVariants(), "flex flex-col")}>
            <StepCardHeader Icon={Icon} label={t("step", { number: String(index + 1) })} />
            <h3 className="mt-5 text-base font-semibold text-foreground">{t(`${key}.title`)}</h3>
            <p className="mt-2 mb-5 text-sm leading-relaxed text-muted">{t(`${key}.description`)}</p>
            <StepCommand command={cliStepCommand(key)} />
          </li>
        ))}
      </ol>
    </Section>
  );
});
