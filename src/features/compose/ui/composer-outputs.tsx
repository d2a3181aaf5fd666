import { useMemo, useSyncExternalStore } from "react";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CodeBlock } from "@/components/ui/code-block";
import { CopyButton } from "@/components/ui/copy-button";
import type { AdapterGroup } from "@/domain/catalog/catalog";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { genomeFileName } from "@/domain/genome/genome-file";
import { fillTemplate } from "@/i18n/message-template";
import { downloadText } from "@/lib/download-text";
import { compositionGenome } from "@/domain/genome/composition-genome";
import { moduleCountOf } from "@/domain/genome/module-count";
import { formatModuleCount } from "@/features/genome/module-count-format";
import type { ModuleId } from "@/domain/catalog/catalog";
import { capabilitySummary } from "../capability-summary";
import type { ComposerLabels, ComposerModuleRun } from "./composer-labels";
import type { ComposerText } from "./composer-text";
import { ModuleRuns } from "./module-runs";
import { RunWarning } from "./run-warning";
import { pickerGroupOrder } from "./picker-groups";
import type { Composition, Resolution } from "@/domain/genome/composition";

const never = () => () => undefined;
const currentUrl = () => window.location.href;

function Block({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-foreground">{title}</h3>
      {description ? <p className="mt-1 text-[13px] text-muted">{description}</p> : null}
      <div className="mt-3">{children}</div>
    </div>
  );
}

/**
 * What the composition gives, kept live: a warning when a module of it fails at state B, the genome
 * file, the command to run it, its modules by group, and what each module's own run wrote.
 */
export function ComposerOutputs({
  composition,
  resolution,
  groupLabels,
  runs,
  text,
  labels,
  runLabels,
}: {
  composition: Composition;
  resolution: Resolution;
  groupLabels: Readonly<Record<AdapterGroup, string>>;
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  text: ComposerText;
  labels: ComposerLabels["outputs"];
  runLabels: ComposerLabels["runs"];
}) {
  const code = useMemo(() => genomeToTypeScript(compositionGenome(composition)), [composition]);
  const ids = useMemo(() => resolution.modules.map((module) => module.id), [resolution]);
  const summary = useMemo(() => capabilitySummary(resolution), [resolution]);
  // The address holds the composition; the server has none to offer.
  const url = useSyncExternalStore(never, currentUrl, () => "");
  const file = genomeFileName(composition.project.name);
  const groups = [...summary.groups].sort((a, b) => pickerGroupOrder.indexOf(a.group) - pickerGroupOrder.indexOf(b.group));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-8">
      <div>
        {/* Beside the download, which stays: the genome is the visitor's to run and change. */}
        <RunWarning ids={ids} runs={runs} text={text} labels={runLabels} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" data-module-count="">
            {formatModuleCount(labels.count, moduleCountOf(resolution))}
          </p>
          <Button variant="outline" size="sm" onClick={() => downloadText(code, file, "text/typescript")} aria-label={fillTemplate(labels.downloadLabel, { file })}>
            <Download aria-hidden />
            {labels.download}
          </Button>
        </div>
        <CodeBlock code={code} filename={file} label={labels.genomeLabel} copyLabels={labels.copy} className="mt-3 [&_pre]:max-h-[26rem]" />
      </div>

      <Block title={labels.commandTitle} description={labels.commandDescription}>
        <CodeBlock code={fillTemplate(labels.command, { file })} language="shell" label={labels.commandLabel} copyLabels={labels.copy} />
      </Block>

      <Block title={labels.shareTitle} description={labels.shareDescription}>
        <CopyButton value={url} labels={labels.copyLink} showLabel variant="outline" size="sm" />
      </Block>

      <Block title={labels.summaryTitle}>
        {groups.length === 0 ? (
          <p className="text-sm text-muted">{labels.noCapability}</p>
        ) : (
          <dl aria-label={labels.capabilitiesLabel} className="grid gap-2 text-sm" data-summary="">
            {groups.map((row) => (
              <div key={row.group} className="flex items-baseline justify-between gap-4 border-b border-border pb-2">
                <dt className="text-muted">{groupLabels[row.group]}</dt>
                <dd className="text-right text-foreground">{text.list(row.modules.map(text.name))}</dd>
              </div>
            ))}
            {summary.integrators.length > 0 ? (
              <div className="flex items-baseline justify-between gap-4">
                <dt className="text-muted">{labels.integratorsRow}</dt>
                <dd className="text-right text-foreground">{summary.integrators.length}</dd>
              </div>
            ) : null}
          </dl>
        )}
      </Block>

      <Block title={labels.filesTitle} description={labels.filesDescription}>
        {ids.length === 0 ? (
          <p className="text-sm text-muted">{labels.filesEmpty}</p>
        ) : (
          <ModuleRuns ids={ids} runs={runs} text={text} labels={runLabels} filesLabel={labels.filesLabel} />
        )}
      </Block>
    </div>
  );
}
