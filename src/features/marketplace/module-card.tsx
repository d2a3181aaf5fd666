import { ArrowUpRight, PanelRightOpen } from "lucide-react";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import type { MarketplaceModule } from "@/data/catalog";
import { ModuleCategoryBadge } from "./module-category-badge";
import { ModuleDetailsButton } from "./module-dialog-context";

export interface ModuleCardCopy {
  category: string;
  description: string;
  version: string;
  dependencies: string;
  source: string;
  sourceLabel: string;
  details: string;
  detailsLabel: string;
  opensInNewTab: string;
}

/** A marketplace module as a card: rendered on the server, shown or hidden by the browser island. */
export function ModuleCard({ module, copy }: { module: MarketplaceModule; copy: ModuleCardCopy }) {
  return (
    <article className="group flex w-full flex-col rounded-xl border border-border bg-surface p-5 transition-colors hover:border-border-strong">
      <div className="flex items-center justify-between gap-3">
        <ModuleCategoryBadge category={module.category} label={copy.category} />
        <span className="font-mono text-xs text-subtle">{copy.version}</span>
      </div>
      <h3 className="mt-4 text-base font-semibold tracking-tight text-foreground">{module.name}</h3>
      <p className="mt-0.5 truncate font-mono text-xs text-subtle">{module.id}</p>
      <p className="mt-3 mb-5 line-clamp-2 text-sm leading-relaxed text-muted">{copy.description}</p>
      <div className="mt-auto flex items-center justify-between gap-2 border-t border-border pt-4">
        <span className="text-xs text-subtle">{copy.dependencies}</span>
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <a href={module.githubUrl} target="_blank" rel="noreferrer" aria-label={`${copy.sourceLabel} ${copy.opensInNewTab}`}>
              <GithubIcon className="size-3.5" />
              {copy.source}
              <ArrowUpRight aria-hidden className="size-3 text-subtle" />
            </a>
          </Button>
          <ModuleDetailsButton moduleId={module.id} variant="outline" size="sm" aria-label={copy.detailsLabel}>
            <PanelRightOpen aria-hidden />
            {copy.details}
          </ModuleDetailsButton>
        </div>
      </div>
    </article>
  );
}
