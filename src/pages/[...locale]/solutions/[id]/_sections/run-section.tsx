import type { ReactNode } from "react";
import { CodeBlock } from "@/components/ui/code-block";
import { cardVariants } from "@/components/ui/card";
import { Section, SectionHeader } from "@/components/ui/section";
import type { GenomeTemplate, ModuleId } from "@/domain/catalog/catalog";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import { useCatalogCopy } from "@/domain/catalog/catalog-copy";
import { templateRunResult, type RunSummary } from "@/domain/cli/cli-run-results";
import { ModuleChipList } from "@/features/genome/module-chip-list";
import { RunFileList } from "@/features/genome/run-file-list";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import { RunStatusLink } from "@/features/genome/run-status-link";
import { runOutcomeLabels, runSeconds, runStampText } from "@/features/genome/run-stamp";
import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { cn } from "@/lib/utils";

/** One run of the genome, or of its variant: a card with the run's outcome and exit first. */
function RunCard({ title, run, id, children }: { title: string; run: RunSummary; id: string; children: ReactNode }) {
  const locale = useLocale();
  const runs = useTranslations("CliRuns");
  const outcome = run.exitCode === 0 ? "generates" : "fails";
  return (
    <section aria-labelledby={id} className={cn(cardVariants(), "grid gap-5")} data-run={id} data-run-outcome={outcome}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h3 id={id} className="text-base font-semibold text-foreground">
          {title}
        </h3>
        <RunOutcomeBadge outcome={outcome} label={runOutcomeLabels(locale)[outcome]} />
        <p className="text-sm text-muted">{runs("exit", { code: run.exitCode, seconds: runSeconds(run.seconds) })}</p>
      </div>
      {children}
    </section>
  );
}

/** The CLI's first error as it printed it (never translated), and what ran before it. */
function RunError({ run, name }: { run: RunSummary; name: string }) {
  const locale = useLocale();
  const runs = useTranslations("CliRuns");
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(run.applied.map((id) => moduleRecord(id).name));
  return (
    <div className="grid gap-3">
      <h4 className="text-xs font-medium tracking-[0.12em] text-subtle uppercase">{runs("error")}</h4>
      <CodeBlock code={run.firstError ?? ""} language="plain" label={runs("errorLabel", { name })} className="[&_pre]:text-[12.5px] [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere]" />
      <p className="text-sm leading-relaxed text-muted">{run.applied.length > 0 ? runs("appliedBefore", { names }) : runs("appliedNone")}</p>
    </div>
  );
}

function ModuleGroup({ title, ids }: { title: string; ids: readonly ModuleId[] }) {
  return (
    <div>
      <h4 className="text-xs font-medium tracking-[0.12em] text-subtle uppercase">{title}</h4>
      <ModuleChipList ids={ids} label={title} className="mt-3" />
    </div>
  );
}

/** What a run that exits 0 made: the modules it applied (and those it skipped), then every file it wrote. */
function RunMade({ run, name, filesId }: { run: RunSummary; name: string; filesId: string }) {
  const t = useTranslations("SolutionPage.run");
  return (
    <>
      <ModuleGroup title={t("applied", { count: run.applied.length })} ids={run.applied} />
      {run.notApplied.length > 0 ? <ModuleGroup title={t("notApplied", { count: run.notApplied.length })} ids={run.notApplied} /> : null}
      <RunFileList
        titleId={filesId}
        title={t("files", { count: run.files.length })}
        description={t("filesDescription")}
        files={run.files}
        label={t("filesLabel", { name })}
      />
    </>
  );
}

/**
 * What the CLI made of the template's genome at state B (facts/cli-runs.json): its run as the page
 * writes the file and, when that fails, the run of its nearest variant that exits 0, with what it
 * left out, applied and wrote. Every figure is the recorded run's, none is worked out from the catalogue.
 */
export const RunSection = localized(function RunSection({ genome }: { genome: GenomeTemplate }) {
  const locale = useLocale();
  const t = useTranslations("SolutionPage.run");
  const name = useCatalogCopy().genome(genome.id, "name");
  const result = templateRunResult(genome.id);
  const { run, variant } = result;
  return (
    <Section divided eager aria-labelledby="run-title" data-template-outcome={result.outcome}>
      <SectionHeader title={t("title")} titleId="run-title" description={t("description", { stamp: runStampText(locale) })} />
      <RunStatusLink className="mt-4" />
      <div className="mt-10 grid gap-6">
        {!run ? <p className="text-sm text-muted">{t("notRun")}</p> : null}
        {run ? (
          <RunCard title={t("asWritten")} run={run} id="run-template">
            {run.exitCode === 0 ? <RunMade run={run} name={name} filesId="run-template-files" /> : <RunError run={run} name={name} />}
          </RunCard>
        ) : null}
        {variant ? (
          <RunCard title={t("variant")} run={variant} id="run-variant">
            <p className="-mt-2 text-sm leading-relaxed text-muted">{variant.exitCode === 0 ? t("variantDescription") : t("variantFails")}</p>
            <ModuleGroup title={t("omitted", { count: variant.omitted.length })} ids={variant.omitted} />
            {variant.exitCode === 0 ? <RunMade run={variant} name={name} filesId="run-variant-files" /> : <RunError run={variant} name={name} />}
          </RunCard>
        ) : null}
      </div>
    </Section>
  );
});
