import { ArrowRight } from "lucide-react";
import { cardVariants } from "@/components/ui/card";
import type { IslandMessages } from "@/i18n/island-messages";
import { cn } from "@/lib/utils";
import { StretchedLink } from "@/components/ui/stretched-link";
import type { MarketplaceSearchItem } from "./filter-marketplace";
import { ModuleCategoryBadge } from "./module-category-badge";

/** What the marketplace shows of a genome template, in the reader's language. */
export interface TemplateCardItem extends MarketplaceSearchItem {
  category: "template";
  /** Its genome page in the reader's language. */
  href: string;
  useCase: string;
  /** What its genome installs, as its page says it: "18 modules: 7 adapters chosen, 11 integrators wired". */
  modules: string;
}

export type TemplateCardLabels = IslandMessages<"Marketplace.template"> & { category: string };

/**
 * A genome template among the marketplace's modules, shaped like their cards: its kind, its name
 * (the link to its genome page, stretched over the card), its id and what its genome installs.
 */
export function TemplateCard({ item, labels }: { item: TemplateCardItem; labels: TemplateCardLabels }) {
  return (
    <article className={cn(cardVariants({ padding: "md", interactive: true }), "group relative flex w-full flex-col")}>
      {/* Out of the search index, as on module cards: Pagefind would read the kind and the use case as one word. */}
      <div data-pagefind-ignore="" className="flex items-center justify-between gap-3">
        <ModuleCategoryBadge category="template" label={labels.category} />
        <span className="truncate text-xs text-subtle">{item.useCase}</span>
      </div>
      <h3 className="mt-4 text-base font-semibold tracking-tight text-foreground">
        <StretchedLink href={item.href} className="group-hover:text-primary-text">
          {item.name}
        </StretchedLink>
      </h3>
      {/* The id is on the genome's own page, as a module card's is on its module's. */}
      <p data-pagefind-ignore="" className="mt-0.5 truncate font-mono text-xs text-subtle">
        {item.id}
      </p>
      <p className="mt-3 mb-5 line-clamp-2 text-sm leading-relaxed text-muted">{item.description}</p>
      <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-4">
        <span className="text-xs text-balance text-subtle">{item.modules}</span>
        <span aria-hidden className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text">
          <span className="hidden sm:inline">{labels.view}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
