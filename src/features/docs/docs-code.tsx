import { CodeBar, CodeFrame, CodePre, type CodeLanguage } from "@/components/ui/code-block";
import { CopyButton, type CopyButtonLabels } from "@/components/ui/copy-button";
import { tabTriggerClass } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { packageManagers, type PackageManager } from "./package-managers";
import { hook } from "@/lib/dom-hooks";
import { packageManagerHooks } from "./package-manager-hooks";

export interface DocsCodeLabels {
  copy: CopyButtonLabels;
  /** The code region's accessible name for a language tag: "Code: ts". */
  code: (language: string) => string;
  /** The package-manager tabs' accessible name. */
  packageManagers: string;
}

/** How the site's code block shows a Markdown fence's language. */
export function codeLanguage(fence: string): CodeLanguage {
  if (["ts", "tsx", "js", "jsx", "json", "typescript", "javascript"].includes(fence)) return "ts";
  if (["sh", "bash", "shell", "zsh"].includes(fence)) return "shell";
  return "plain";
}

/** A fenced block of a docs page: the language in its bar, a copy button, the code highlighted at build time. */
export function DocsCode({ code, fence, labels }: { code: string; fence: string; labels: DocsCodeLabels }) {
  return (
    <CodeFrame className="my-6">
      <CodeBar>
        <span className="truncate font-mono text-xs text-muted">{fence}</span>
        <CopyButton value={code} labels={labels.copy} showLabel />
      </CodeBar>
      <CodePre code={code} language={codeLanguage(fence)} label={labels.code(fence)} />
    </CodeFrame>
  );
}

const tabId = (baseId: string, manager: PackageManager) => `${baseId}-${manager}-tab`;
const panelId = (baseId: string, manager: PackageManager) => `${baseId}-${manager}-panel`;

/**
 * A command for each package manager, as WAI-ARIA tabs drawn on the server with npm selected;
 * behaviours/package-manager-tabs.ts selects the visitor's choice on every such block of the
 * page, remembers it for the next pages, and moves between tabs with the arrow keys.
 */
export function PackageManagerTabs({ variants, baseId, labels }: { variants: Record<PackageManager, string>; baseId: string; labels: DocsCodeLabels }) {
  return (
    <CodeFrame className="my-6">
      <div {...hook(packageManagerHooks.tabs)}>
        <CodeBar>
          <div role="tablist" aria-label={labels.packageManagers} className="-ml-2 flex gap-0.5 py-1.5">
            {packageManagers.map((manager) => (
              <button
                key={manager}
                type="button"
                role="tab"
                id={tabId(baseId, manager)}
                aria-controls={panelId(baseId, manager)}
                aria-selected={manager === "npm"}
                tabIndex={manager === "npm" ? 0 : -1}
                {...hook(packageManagerHooks.state, manager === "npm" ? "active" : "inactive")}
                {...hook(packageManagerHooks.tab, manager)}
                className={cn(tabTriggerClass, "rounded-md px-2.5 py-1 font-mono text-xs")}
              >
                {manager}
              </button>
            ))}
          </div>
          {packageManagers.map((manager) => (
            <span key={manager} {...hook(packageManagerHooks.copy, manager)} hidden={manager !== "npm"} className="shrink-0">
              <CopyButton value={variants[manager]} labels={labels.copy} showLabel />
            </span>
          ))}
        </CodeBar>
        {packageManagers.map((manager) => (
          <div key={manager} role="tabpanel" id={panelId(baseId, manager)} aria-labelledby={tabId(baseId, manager)} {...hook(packageManagerHooks.panel, manager)} hidden={manager !== "npm"}>
            <CodePre code={variants[manager]} language="shell" label={labels.code(manager)} />
          </div>
        ))}
      </div>
    </CodeFrame>
  );
}
