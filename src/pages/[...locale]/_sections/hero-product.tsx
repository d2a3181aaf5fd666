import type { ReactNode } from "react";
import { useTranslations } from "@/i18n/locale-context";
import { CodeBlock } from "@/components/ui/code-block";
import { TerminalWindow } from "@/components/ui/window-frame";
import type { GenomeId } from "@/domain/catalog/catalog";
import { useCatalogCopy } from "@/domain/catalog/catalog-copy";
import { newCommand } from "@/domain/cli/new-command";
import { templateGenome } from "@/domain/genome/composition-genome";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { genomeFileName } from "@/domain/genome/genome-file";
import { projectOutline } from "@/domain/genome/project-files";
import { templateRunResult } from "@/domain/cli/cli-run-results";
import { RunOutcomeBadge } from "@/features/genome/run-outcome-badge";
import { runOutcomeLabels } from "@/features/genome/run-stamp";
import { ProjectOutlineView } from "@/features/genome/project-outline-view";
import { CommandText } from "@/features/cli/command-text";
import { cn } from "@/lib/utils";
import { useLocale } from "@/i18n/locale-context";
import { Link } from "@/i18n/link";
import { genomePath } from "@/domain/catalog/paths";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import { HeroAppliedModules } from "./hero-applied-modules";

/** The template the first screen shows: the one most visitors come for. */
const HERO_TEMPLATE: GenomeId = "saas-starter";
/**
 * The file's opening lines (the project and its first modules): the whole file runs to nearly 200
 * lines, 80 KB of highlighted HTML on the page that must load fastest, so its genome page shows it.
 */
const HERO_FILE_LINES = 11;

/**
 * Each step appears after the one before it, only for visitors who accept motion; without it, or
 * without CSS animations, all three are simply there (the page is static HTML).
 */
const stepClass = "motion-safe:animate-hero-step";
const stepDelays = ["", "motion-safe:[animation-delay:350ms]", "motion-safe:[animation-delay:700ms]"];

function StepLabel({ index, children }: { index: number; children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 font-mono text-[11px] font-medium tracking-[0.14em] text-subtle uppercase">
      <span aria-hidden className="grid size-4 place-items-center rounded-full bg-primary/20 text-[10px] text-primary-text">
        {index}
      </span>
      {children}
    </p>
  );
}

/**
 * The product on the first screen: a template's real genome file (the composer's resolution writes
 * it), the command that builds it, and what that command made in its recorded run at state B: the
 * modules it applied and the folders of the files it wrote, from facts/cli-runs.json.
 */
export function HeroProduct() {
  const t = useTranslations("Landing.hero.product");
  const catalog = useCatalogCopy();
  const file = genomeFileName(HERO_TEMPLATE);
  const lines = genomeToTypeScript(templateGenome(HERO_TEMPLATE, catalog.genome(HERO_TEMPLATE, "description"))).trimEnd().split("\n");
  const locale = useLocale();
  // What it makes is what the recorded run wrote (facts/cli-runs.json): the template's own run, or,
  // when that stops at an error, its nearest variant that exits 0.
  const result = templateRunResult(HERO_TEMPLATE);
  const made = result.made;
  const outline = projectOutline(made?.files ?? []);

  return (
    // A picture of the product, not words to search: the genome page holds the same file and modules.
    <TerminalWindow figure data-pagefind-ignore="" title={t("caption", { template: catalog.genome(HERO_TEMPLATE, "name") })} className="text-left">
      <div className={cn("border-b border-border", stepClass, stepDelays[0])}>
        <div className="px-4 pt-3">
          <StepLabel index={1}>
            {t("steps.genome")}
            <span className="tracking-normal text-muted normal-case">{file}</span>
          </StepLabel>
        </div>
        {/* Its lines wrap at spaces, so the project's description is read whole at every width, never cut or faded at the edge. */}
        <CodeBlock
          code={lines.slice(0, HERO_FILE_LINES).join("\n")}
          label={t("codeLabel", { file })}
          className="rounded-none border-0 [&_pre]:py-2 [&_pre]:text-[12px] [&_pre]:leading-5 [&_pre]:break-words [&_pre]:whitespace-pre-wrap [&_pre]:[mask-image:none]"
        />
        <p className="px-4 pb-3 text-xs text-muted">
          <Link href={`${genomePath(HERO_TEMPLATE)}#genome-title`} className="font-medium text-primary-text underline-offset-4 hover:underline">
            {t("wholeFile", { count: lines.length })}
          </Link>
        </p>
      </div>
      <div className={cn("border-b border-border px-4 py-3", stepClass, stepDelays[1])}>
        <StepLabel index={2}>{t("steps.run")}</StepLabel>
        <p className="mt-2 font-mono text-[13px] text-foreground [overflow-wrap:anywhere]">
          <span aria-hidden className="mr-2 text-subtle select-none">
            $
          </span>
          <CommandText command={newCommand({ genome: file })} />
        </p>
      </div>
      <div className={cn("px-4 py-3", stepClass, stepDelays[2])} data-template-outcome={result.outcome}>
        <StepLabel index={3}>{t("steps.project")}</StepLabel>
        {result.outcome !== "generates" && result.run ? (
          <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1.5">
            <RunOutcomeBadge outcome={result.outcome} label={runOutcomeLabels(locale)[result.outcome]} />
            {/* CLI output, as the run printed it. */}
            <code className="font-mono text-[12px] text-muted [overflow-wrap:anywhere]">{result.run.firstError}</code>
          </div>
        ) : null}
        {made ? (
          <>
            {result.variant && made === result.variant ? (
              <p className="mt-2 text-xs text-muted">{t("variant", { count: result.variant.omitted.length })}</p>
            ) : null}
            <p className="mt-2 text-sm text-foreground">{t("applied", { count: made.applied.length })}</p>
            <div className="mt-2">
              <HeroAppliedModules
                ids={made.applied}
                labels={{
                  adapters: t("appliedAdapters", { count: made.applied.filter((id) => moduleRecord(id).category === "adapter").length }),
                  integrators: t("appliedIntegrators", { count: made.applied.filter((id) => moduleRecord(id).category === "integrator").length }),
                  integrator: (joined) => t("integratorJoins", { joined }),
                }}
              />
            </div>
            <p className="mt-3 text-sm text-foreground">{t("files", { count: outline.total })}</p>
            <div className="mt-2">
              <ProjectOutlineView outline={outline} label={t("foldersLabel")} rootFiles={t("rootFiles", { count: outline.rootFiles })} />
            </div>
          </>
        ) : null}
        <p className="mt-3 text-xs text-muted">
          <Link href={`${genomePath(HERO_TEMPLATE)}#run-title`} className="font-medium text-primary-text underline-offset-4 hover:underline">
            {t("wholeRun")}
          </Link>
        </p>
      </div>
    </TerminalWindow>
  );
}
