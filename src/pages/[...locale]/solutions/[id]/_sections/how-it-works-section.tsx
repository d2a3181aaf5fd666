import { ArrowRight, FileCode } from "lucide-react";
import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import type { GenomeTemplate } from "@/domain/catalog/catalog";
import { genomeFileName } from "@/domain/genome/genome-file";
import { genomeSteps } from "@/features/genome/genome-steps";
import { StepCommand } from "@/features/cli/step-command";
import { Link } from "@/i18n/link";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export const HowItWorksSection = localized(function HowItWorksSection({ genome }: { genome: GenomeTemplate }) {
  const t = useTranslations("SolutionPage.how");
  const install = useTranslations("Install");
  const file = genomeFileName(genome.id);
  const steps = genomeSteps(genome.id).map((step) => ({ ...step, description: t(`steps.${step.key}.description`, { file }) }));
  return (
    <Section divided aria-labelledby="how-title">
      <SectionHeader title={t("title")} titleId="how-title" />
      <ol className="mt-12 grid gap-4 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.key} className={cn(cardVariants(), "flex flex-col")}>
            <span className="font-mono text-xs text-primary-text">{t("step", { number: String(index + 1) })}</span>
            <h3 className="mt-3 text-base font-semibold text-foreground">{t(`steps.${step.key}.title`)}</h3>
            <p className="mt-2 mb-5 text-sm leading-relaxed text-muted">{step.description}</p>
            {step.key === "generate" ? (
              <StepCommand command={step.command} />
            ) : step.key === "install" ? (
              <Link
                href={step.guide}
                className="mt-auto inline-flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {install("guide")}
                <ArrowRight aria-hidden className="size-3.5 shrink-0" />
              </Link>
            ) : (
              <code className="mt-auto flex items-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 font-mono text-xs leading-5 text-foreground">
                <FileCode aria-hidden className="size-3.5 shrink-0 text-subtle" />
                {step.file}
              </code>
            )}
          </li>
        ))}
      </ol>
    </Section>
  );
});
