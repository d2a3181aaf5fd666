import { ArrowUpRight, PanelRightOpen } from "lucide-react";
import { GithubIcon } from "@/components/icons/brand-icons";
import { Button } from "@/components/ui/button";
import type { ModuleCategory, ModuleId } from "@/domain/catalog/catalog";
import { ModuleLogoTiles } from "@/components/icons/module-logo-tiles";
import type { ModuleSearchItem } from "./filter-marketplace";
import { fillTemplate, formatCount, type CountMessage } from "@/i18n/message-template";
import { ModuleDetailsButton } from "./module-dialog-context";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { StretchedLink } from "@/components/ui/stretched-link";
import type { IslandMessages } from "@/i18n/island-messages";
import { ExternalLink } from "@/components/ui/external-link";

/** What a card shows of a module, in the reader's language. */
export interface ModuleCardItem extends ModuleSearchItem {
  id: ModuleId;
  version: string;
  /** The category it is listed under (marketplace-groups.ts). */
  group: string;
  dependencyCount: number;
  githubUrl: string;
}

/** The card's words; `{version}`, `{name}` and `{id}` are filled per module (see src/i18n/message-template.ts). */
export type ModuleCardLabels = IslandMessages<"Marketplace.card", "dependencies"> & {
  /** The module page's path in the reader's language, with `{id}` for the module id. */
  pageHref: string;
  category: Record<ModuleCategory, string>;
  /** "Needs 2 other modules": worded for each card's count by formatCount. */
  dependencies: CountMessage;
  opensInNewTab: string;
};

/**
 * A marketplace module as a card, shown or hidden by the marketplace browser. Its kind is its
 * group's heading; dense so that a phone shows several: logos and actions on one row, then the
 * name, two lines of description and what it needs.
 */
export function ModuleCard({ item, labels }: { item: ModuleCardItem; labels: ModuleCardLabels }) {
  return (
    <article className={cn(cardVariants({ padding: "fluid", interactive: true }), "group relative flex w-full flex-col")}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* The name is right below: the logos add nothing for a screen reader. The page holds their symbols. */}
        <ModuleLogoTiles moduleId={item.id} size="sm" draw="use" />
        <div data-pagefind-ignore="" className="relative z-10 flex items-center gap-1">
          <Button asChild variant="ghost" size="sm" className="px-2">
            <ExternalLink href={item.githubUrl} aria-label={fillTemplate(labels.sourceLabel, { name: item.name })} newTabLabel={labels.opensInNewTab}>
              <GithubIcon className="size-4" />
              <ArrowUpRight aria-hidden className="size-3 text-subtle" />
            </ExternalLink>
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
      <h4 className="mt-3 text-[15px] leading-snug font-semibold tracking-tight text-foreground">
        {/* The name opens the module's page; stretched over the card, under the buttons. */}
        <StretchedLink href={fillTemplate(labels.pageHref, { id: item.id })} className="group-hover:text-primary-text">
          {item.name}
        </StretchedLink>
      </h4>
      {/* The id and the figures are the module page's facts, where the search finds them: quoted here they
          would read "Drizzle ORM. database/drizzle." in a result of this page. On a phone the id is
          left to that page. */}
      <p data-pagefind-ignore="" className="mt-0.5 hidden truncate font-mono text-xs text-subtle sm:block">
        {item.id}
      </p>
      <p className="mt-1.5 line-clamp-2 text-sm leading-snug text-muted">{item.description}</p>
      <p data-pagefind-ignore="" className="mt-auto flex flex-wrap gap-x-2 pt-2.5 text-xs text-subtle">
        <span>{formatCount(labels.dependencies, item.dependencyCount)}</span>{" "}
        <span aria-hidden>·</span>{" "}
        <span className="font-mono">{fillTemplate(labels.version, { version: item.version })}</span>
      </p>
    </article>
  );
}
