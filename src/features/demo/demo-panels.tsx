import { CircleX, Download, File, Folder, SlidersHorizontal } from "lucide-react";
import { projectOutline } from "@/domain/genome/project-files";
import { ProjectOutlineView } from "@/features/genome/project-outline-view";
import { useEffect, useRef } from "react";
import { CopyButton } from "@/components/ui/copy-button";
import { ModuleGlyph } from "@/components/icons/module-glyph";
import { fillTemplate } from "@/i18n/message-template";
import { downloadText } from "@/lib/download-text";
import { cn } from "@/lib/utils";
import type { DemoLabels } from "./demo-labels";
import type { DemoModule, DemoTemplate } from "./demo-types";
import { fileTree } from "./project-structure";
import { GENOME_FILE_NAME } from "@/domain/genome/genome-file";

function ModuleChip({ module }: { module: DemoModule }) {
  return (
    <li className="flex animate-fade-in items-center gap-2.5 rounded-lg border border-border bg-background/40 px-3 py-2">
      <ModuleGlyph icon={module.icon} className="size-4 shrink-0 text-primary-text" />
      <span className="min-w-0">
        <span className="block truncate text-[13px] font-medium text-foreground">{module.name}</span>
        <span className="block truncate font-mono text-[11px] text-subtle">{module.id}</span>
      </span>
    </li>
  );
}

export function TechnologiesPanel({ labels, template, fallback }: { labels: DemoLabels; template: DemoTemplate; fallback: boolean }) {
  const adapters = template.modules.filter((module) => module.category === "adapter");
  const integrators = template.modules.filter((module) => module.category === "integrator");
  return (
    <div>
      <div className="rounded-xl border border-primary/30 bg-primary/[0.07] p-4">
        <p className="font-mono text-[11px] font-medium tracking-[0.14em] text-primary-text uppercase">{labels.matched}</p>
        <p className="mt-1.5 flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <span className="text-base font-semibold text-foreground" data-matched-template={template.id}>
            {template.name}
          </span>
          <span className="text-xs text-muted">{labels.perTemplate[template.id]?.moduleCount}</span>
        </p>
        <p className="mt-1.5 text-sm text-muted">{fallback ? labels.matchedFallback : template.description}</p>
        <a
          href={fillTemplate(labels.composerHref, { id: template.id })}
          className="mt-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <SlidersHorizontal aria-hidden className="size-4" />
          {labels.openInComposer}
        </a>
      </div>
      <h4 className="mt-5 text-xs font-medium text-muted">
        {labels.adapters} · {adapters.length}
      </h4>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {adapters.map((module) => (
          <ModuleChip key={module.id} module={module} />
        ))}
      </ul>
      <h4 className="mt-5 text-xs font-medium text-muted">
        {labels.integrators} · {integrators.length}
      </h4>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {integrators.map((module) => (
          <ModuleChip key={module.id} module={module} />
        ))}
      </ul>
    </div>
  );
}

export function BlueprintPanel({ labels, code, lines, shown }: { labels: DemoLabels; code: string; lines: string[]; shown: number }) {
  const typing = shown < lines.length;
  const scroller = useRef<HTMLPreElement>(null);
  const followed = useRef(true);

  // Keep the newest line in view while it is being written, until the visitor scrolls away.
  useEffect(() => {
    const element = scroller.current;
    if (element && typing && followed.current) element.scrollTop = element.scrollHeight;
  }, [shown, typing]);

  return (
    <>
      <div className="flex h-11 shrink-0 items-center gap-2 border-b border-border px-3 sm:px-4">
        <span className="truncate font-mono text-xs text-muted">genome.ts</span>
        <span className="ml-auto flex items-center gap-1">
          <CopyButton value={code} labels={labels.copyGenome} showLabel />
          <button
            type="button"
            onClick={() => downloadText(code, GENOME_FILE_NAME, "text/typescript")}
            className="inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-[13px] font-medium text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Download aria-hidden className="size-4" />
            <span className="hidden sm:inline">{labels.downloadGenome}</span>
            <span className="sr-only sm:hidden">{labels.downloadGenome}</span>
          </button>
        </span>
      </div>
      <pre
        ref={scroller}
        onWheel={() => (followed.current = false)}
        onTouchMove={() => (followed.current = false)}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the genome scrolls: keyboard users must reach it to scroll it
        tabIndex={0}
        aria-label={labels.blueprintLabel}
        aria-busy={typing}
        data-lines-shown={shown}
        data-lines-total={lines.length}
        className="code-block min-h-0 flex-1 overflow-auto bg-terminal py-3 font-mono text-[12.5px] leading-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <code className="grid grid-cols-[auto_1fr]">
          {lines.slice(0, shown).map((html, index) => (
            <span key={index} className="contents">
              <span aria-hidden className="pr-4 pl-4 text-right text-[11px] text-subtle/70 select-none">
                {index + 1}
              </span>
              <span className="pr-4" dangerouslySetInnerHTML={{ __html: html }} />
            </span>
          ))}
          {typing ? (
            <span aria-hidden className="col-start-2 inline-block h-4 w-2 animate-blink bg-primary-text/80" />
          ) : null}
        </code>
      </pre>
    </>
  );
}

export function StructurePanel({ labels, template }: { labels: DemoLabels; template: DemoTemplate }) {
  const tree = fileTree(template.run.added);
  return (
    <div>
      <h4 className="text-sm font-medium text-foreground">{labels.structureTitle}</h4>
      <p className="mt-1 text-xs text-muted">
        {labels.perTemplate[template.id]?.added} · {labels.structureNote}
      </p>
      <RunNote labels={labels} template={template} />
      <ul aria-label={labels.structureLabel} data-run-files={template.run.added.length} className="mt-4 rounded-lg border border-border bg-terminal p-3 font-mono text-[12.5px] leading-6">
        {tree.map((line) => {
          const Icon = line.directory ? Folder : File;
          return (
            <li key={line.path} className="flex items-center gap-2" style={{ paddingLeft: `${line.depth * 1.1}rem` }}>
              <Icon aria-hidden className={cn("size-3.5 shrink-0", line.directory ? "text-primary-text" : "text-subtle")} />
              <span className={line.directory ? "text-foreground" : "text-muted"}>
                {line.name}
                {line.directory ? "/" : ""}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * When the template's genome as written fails at state B: the CLI's first error as it printed it,
 * and which of its variants the files come from (or that none ran).
 */
function RunNote({ labels, template }: { labels: DemoLabels; template: DemoTemplate }) {
  const { run } = template;
  if (run.outcome === "generates") return null;
  const variant = labels.perTemplate[template.id]?.variant;
  return (
    <div className="mt-3 rounded-lg border border-danger-border bg-danger-bg px-3 py-2 text-xs leading-5" data-demo-run={run.outcome}>
      {run.firstError ? (
        <p className="flex items-start gap-2 text-foreground">
          <CircleX aria-hidden className="mt-0.5 size-3.5 shrink-0 text-danger" />
          <span>
            {labels.runFails} <code className="font-mono [overflow-wrap:anywhere]">{run.firstError}</code>
          </span>
        </p>
      ) : null}
      <p className="mt-1 pl-5.5 text-muted">{run.files.length > 0 ? variant : labels.runNone}</p>
    </div>
  );
}

/** The project the template's recorded run wrote: its folders and how many files each got, and the modules it applied. */
export function PreviewPanel({ labels, template }: { labels: DemoLabels; template: DemoTemplate }) {
  const counts = labels.perTemplate[template.id];
  return (
    <div>
      <h4 className="text-sm font-medium text-foreground">{labels.previewTitle}</h4>
      <p className="mt-1 text-xs text-muted">
        {counts?.files} · {counts?.applied}
      </p>
      <RunNote labels={labels} template={template} />
      <div className="mt-4 rounded-lg border border-border bg-terminal p-3">
        <ProjectOutlineView outline={projectOutline(template.run.files)} label={labels.foldersLabel} rootFiles={counts?.rootFiles ?? ""} />
      </div>
      <p className="mt-3 text-xs text-muted">
        {labels.previewNote}{" "}
        <a
          href={fillTemplate(labels.runHref, { id: template.id })}
          className="font-medium text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {labels.wholeRun}
        </a>
      </p>
    </div>
  );
}
