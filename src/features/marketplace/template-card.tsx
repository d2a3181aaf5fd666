import { ArrowRight } from "lucide-react";
import { cardVariants } from "@/components/ui/card";
import type { IslandMessages } from "@/i18n/island-messages";
import { cn } from "@/lib/utils";
import { StretchedLink } from "@/components/ui/stretched-link";
import type { MarketplaceSearchItem } from "./filter-marketplace";

/** What the marketplace shows of a genome template, in the reader's language. */
export interface TemplateCardItem extends MarketplaceSearchItem {
  category: "template";
  /** One category for every template: they are not split. */
  group: string;
  /** Its genome page in the reader's language. */
  href: string;
  useCase: string;
  /** What its genome installs, as its page says it: "18 modules: 7 adapters chosen, 11 integrators wired". */
  modules: string;
}

export type TemplateCardLabels = IslandMessages<"Marketplace.template">;

/**
 * A genome template under the marketplace's Templates heading, shaped like a module's card: its use
 * case, its name (the link to its genome page, stretched over the card), its id and what its genome installs.
 */
export function TemplateCard({ item, labels }: { item: TemplateCardItem; labels: TemplateCardLabels }) {
  return (
    <article className={cn(cardVariants({ padding: "fluid", interactive: true }), "group relative flex w-full flex-col")}>
      <div data-pagefind-ignore="" className="flex min-h-8 items-center justify-between gap-3">
        <span className="truncate text-xs text-subtle">{item.useCase}</span>
        <span aria-hidden className="inline-flex shrink-0 items-center gap-1 text-sm font-medium text-primary-text">
          <span className="hidden sm:inline">{labels.view}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
      <h3 className="mt-3 text-[15px] leading-snug font-semibold tracking-tight text-foreground">
        <StretchedLink href={item.href} className="group-hover:text-primary-text">
          {item.name}
        </StretchedLink>
      </h3>
      {/* The id is on the genome's own page, as a module card's is on its module's. */}
      <p data-pagefind-ignore="" className="mt-0.5 hidden truncate font-mono text-xs text-subtle sm:block">
        {item.id}
      </p>
      <p className="mt-1.5 line-clamp-2 text-sm leading-snug text-muted">{item.description}</p>
      <p className="mt-auto pt-2.5 text-xs text-balance text-subtle">{item.modules}</p>
    </article>
  );
}
