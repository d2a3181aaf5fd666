import { useMemo, useSyncExternalStore } from "react";
import { CodeBlock } from "@/components/ui/code-block";
import { CopyButton } from "@/components/ui/copy-button";
import type { AdapterGroup, ModuleId } from "@/domain/catalog/catalog";
import type { Resolution } from "@/domain/genome/composition";
import { capabilitySummary } from "../capability-summary";
import type { ComposerLabels, ComposerModuleRun } from "./composer-labels";
import type { ComposerText } from "./composer-text";
import { ModuleRuns } from "./module-runs";
import { pickerGroupOrder } from "./picker-groups";

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
 * What the composition gives, kept live: the genome file, the link that holds it, its modules by
 * group, and what each module's own run wrote. The command and the download are the panel's run bar.
 */
export function ComposerOutputs({
  code,
  file,
  ids,
  resolution,
  groupLabels,
  runs,
  text,
  labels,
  runLabels,
}: {
  code: string;
  file: string;
  ids: readonly ModuleId[];
  resolution: Resolution;
  groupLabels: Readonly<Record<AdapterGroup, string>>;
  runs: Partial<Record<ModuleId, ComposerModuleRun>>;
  text: ComposerText;
  labels: ComposerLabels["outputs"];
  runLabels: ComposerLabels["runs"];
}) {
  const summary = useMemo(() => capabilitySummary(resolution), [resolution]);
  // The address holds the composition; the server has none to offer.
  const url = useSyncExternalStore(never, currentUrl, () => "");
  const groups = [...summary.groups].sort((a, b) => pickerGroupOrder.indexOf(a.group) - pickerGroupOrder.indexOf(b.group));

  return (
    <>
      <CodeBlock code={code} filename={file} label={labels.genomeLabel} copyLabels={labels.copy} className="[&_pre]:max-h-[26rem]" />

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
    </>
  );
}
