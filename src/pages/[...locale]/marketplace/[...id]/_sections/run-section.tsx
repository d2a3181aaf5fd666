import { Fragment } from "react";
import { CodeBlock } from "@/components/ui/code-block";
import { cardVariants } from "@/components/ui/card";
import { Section, SectionHeader } from "@/components/ui/section";
import type { ModuleFacts, ModuleLink } from "@/features/modules/module-facts";
import { RunFileList } from "@/features/genome/run-file-list";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import { RunStatusLink } from "@/features/genome/run-status-link";
import { runOutcomeLabels, runSeconds, runStampText } from "@/features/genome/run-stamp";
import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { cn } from "@/lib/utils";

/** Module names as links to their pages, run into a sentence ("Next.js, shadcn/ui and …"). */
function LinkList({ links, locale }: { links: readonly ModuleLink[]; locale: string }) {
  const parts = new Intl.ListFormat(locale, { type: "conjunction" }).formatToParts(links.map((link) => link.id));
  return parts.map((part, index) => {
    const link = part.type === "element" ? links.find((candidate) => candidate.id === part.value) : undefined;
    return link ? (
      <a key={index} href={link.path} className="font-medium text-foreground underline-offset-4 hover:text-primary-text hover:underline">
        {link.name}
      </a>
    ) : (
      <Fragment key={index}>{part.value}</Fragment>
    );
  });
}

/**
 * What the CLI did with the module at state B: its smallest genome's recorded run
 * (facts/cli-runs.json), whether it generates, the CLI's first error as it printed it when it does
 * not, and the files the module itself wrote when it does.
 */
export const RunSection = localized(function RunSection({ facts }: { facts: ModuleFacts }) {
  const locale = useLocale();
  const t = useTranslations("ModulePage.run");
  const runs = useTranslations("CliRuns");
  const { run } = facts;
  const framework = facts.group === "framework";
  return (
    <Section divided eager aria-labelledby="run-title" className="py-16 sm:py-20" data-run-outcome={run.outcome}>
      <SectionHeader title={t("title")} titleId="run-title" description={t("description", { framework: String(framework), stamp: runStampText(locale) })} />
      <RunStatusLink className="mt-4" />
      {/* The run's module names, counts and file paths stay out of the search index: a module's result quotes its description, not its genome. */}
      <div data-pagefind-ignore="" className={cn(cardVariants(), "mt-8 grid gap-6")}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <RunOutcomeBadge outcome={run.outcome} label={runOutcomeLabels(locale)[run.outcome]} className="px-3 py-1 text-[13px]" />
          {run.exitCode !== null && run.seconds !== null ? (
            <p className="text-sm text-muted">{runs("exit", { code: run.exitCode, seconds: runSeconds(run.seconds) })}</p>
          ) : null}
        </div>

        {run.genome.length > 0 ? (
          <div>
            <h3 className="text-xs font-medium tracking-[0.12em] text-subtle uppercase">{t("genome")}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">
              <LinkList links={run.genome} locale={locale} />
            </p>
          </div>
        ) : null}

        {run.outcome === "fails" ? (
          <div className="grid gap-3">
            <h3 className="text-xs font-medium tracking-[0.12em] text-subtle uppercase">{runs("error")}</h3>
            {/* CLI output, quoted as the run printed it: never translated. */}
            <CodeBlock code={run.firstError ?? ""} language="plain" label={runs("errorLabel", { name: facts.name })} className="[&_pre]:text-[12.5px] [&_pre]:whitespace-pre-wrap [&_pre]:[overflow-wrap:anywhere]" />
            <p className="text-sm leading-relaxed text-muted">
              {run.applied.length > 0 ? runs("appliedBefore", { names: new Intl.ListFormat(locale, { type: "conjunction" }).format(run.applied.map((link) => link.name)) }) : runs("appliedNone")}
            </p>
            {run.failingDependencies.length > 0 ? (
              <p className="text-sm leading-relaxed text-muted">
                {t.rich("failingDependencies", { names: () => <LinkList links={run.failingDependencies} locale={locale} /> })}
              </p>
            ) : null}
          </div>
        ) : null}

        {run.outcome === "fails" && run.files.length > 0 ? (
          <RunFileList
            title={t("filesBeforeStop", { count: run.files.length })}
            description={t("filesDescription")}
            files={run.files}
            label={t("filesLabel", { name: facts.name })}
          />
        ) : null}

        {run.outcome === "generates" ? (
          <RunFileList
            title={t(framework ? "frameworkFiles" : "files", { count: run.files.length })}
            description={t(framework ? "frameworkFilesDescription" : "filesDescription")}
            files={run.files}
            label={t("filesLabel", { name: facts.name })}
          />
        ) : null}

        {run.outcome === "not-applied" ? (
          <p className="text-sm leading-relaxed text-muted">{t(run.runFiles === 0 ? "notAppliedNoFiles" : "notApplied", { name: facts.name })}</p>
        ) : null}
        {run.outcome === "not-run" ? <p className="text-sm leading-relaxed text-muted">{t("notRun")}</p> : null}
      </div>
    </Section>
  );
});
