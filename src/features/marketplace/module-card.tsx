import { ArrowUpRight, PanelRightOpen } from "lucide-react";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import type { ModuleCategory, ModuleId } from "@/domain/catalog/catalog";
import { ModuleLogoUse } from "@/components/icons/module-logo-use";
import { IconTile } from "@/components/ui/icon-tile";
import type { ModuleSearchItem } from "./filter-marketplace";
import { fillTemplate } from "@/i18n/message-template";
import { ModuleCategoryBadge } from "./module-category-badge";
import { ModuleDetailsButton } from "./module-dialog-context";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { StretchedLink } from "@/components/ui/stretched-link";
import type { IslandMessages } from "@/i18n/island-messages";

/** What a card shows of a module, in the reader's language. */
export interface ModuleCardItem extends ModuleSearchItem {
  id: ModuleId;
  version: string;
  dependencyCount: number;
  githubUrl: string;
}

/** The card's words; `{version}`, `{name}` and `{id}` are filled per module (see src/i18n/message-template.ts). */
export type ModuleCardLabels = IslandMessages<"Marketplace.card", "dependencies"> & {
  /** The module page's path in the reader's language, with `{id}` for the module id. */
  pageHref: string;
  category: Record<ModuleCategory, string>;
  /** Index = number of dependencies (plurals resolved on the server). */
  dependencies: string[];
  opensInNewTab: string;
};

/** A marketplace module as a card, shown or hidden by the marketplace browser. */
export function ModuleCard({ item, labels }: { item: ModuleCardItem; labels: ModuleCardLabels }) {
  return (
    <article className={cn(cardVariants({ padding: "md", interactive: true }), "group relative flex w-full flex-col")}>
      <div className="flex items-start justify-between gap-3">
        {/* The name is right below: the logo adds nothing for a screen reader. The page holds its symbol. */}
        <IconTile>
          <ModuleLogoUse moduleId={item.id} />
        </IconTile>
        <div className="flex items-center gap-2.5">
          <ModuleCategoryBadge category={item.category} label={labels.category[item.category]} />
          {/* Out of the search index: Pagefind reads the badge and the version as one word ("Integratorv1.0.0"). */}
          <span data-pagefind-ignore="" className="font-mono text-xs text-subtle">
            {fillTemplate(labels.version, { version: item.version })}
          </span>
        </div>
      </div>
      <h3 className="mt-4 text-base font-semibold tracking-tight text-foreground">
        {/* The name opens the module's page; stretched over the card, under the footer's buttons. */}
        <StretchedLink href={fillTemplate(labels.pageHref, { id: item.id })} className="group-hover:text-primary-text">
          {item.name}
        </StretchedLink>
      </h3>
      {/* The id and the count are the module page's facts, where the search finds them: quoted here they
          would read "Drizzle ORM. database/drizzle." in a result of this page. */}
      <p data-pagefind-ignore="" className="mt-0.5 truncate font-mono text-xs text-subtle">
        {item.id}
      </p>
      <p className="mt-3 mb-5 line-clamp-2 text-sm leading-relaxed text-muted">{item.description}</p>
      <div className="relative z-10 mt-auto flex items-center justify-between gap-2 border-t border-border pt-4">
        <span data-pagefind-ignore="" className="text-xs text-subtle">
          {labels.dependencies[item.dependencyCount]}
        </span>
        <div data-pagefind-ignore="" className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <a
              href={item.githubUrl}
              target="_blank"
              rel="noreferrer"
              aria-label={`${fillTemplate(labels.sourceLabel, { name: item.name })} ${labels.opensInNewTab}`}
            >
              <GithubIcon className="size-3.5" />
              {labels.source}
              <ArrowUpRight aria-hidden className="size-3 text-subtle" />
            </a>
          </Button>
          <ModuleDetailsButton
            moduleId={item.id}
            variant="outline"
            size="sm"
            aria-label={fillTemplate(labels.detailsLabel, { name: item.name })}
          >
            <PanelRightOpen aria-hidden />
            {labels.details}
          </ModuleDetailsButton>
        </div>
      </div>
    </article>
  );
}
