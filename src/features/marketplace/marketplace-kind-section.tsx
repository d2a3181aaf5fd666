import type { ReactNode } from "react";
import { GroupCount } from "./group-count";
import { groupSpan, type MarketplaceKindGroups } from "./marketplace-groups";
import { hook } from "@/lib/dom-hooks";
import { marketplaceHooks } from "./marketplace-hooks";

/**
 * One kind of the marketplace (adapters, integrators, templates) under its heading, then each of its
 * categories under its own. A category spans as many grid columns as it has cards (up to the
 * grid's), so that categories of one or two cards sit side by side instead of a row each; the page
 * script narrows it as the filters hide its cards.
 */
export function MarketplaceKindSection({
  kind,
  label,
  groupLabel,
  card,
}: {
  kind: MarketplaceKindGroups;
  label: string;
  /** A category's heading; null for a kind that is not split, whose cards sit under the kind's heading. */
  groupLabel: (key: string) => string | null;
  card: (id: string) => ReactNode;
}) {
  const total = kind.groups.reduce((sum, group) => sum + group.itemIds.length, 0);
  return (
    <section {...hook(marketplaceHooks.kindSection, kind.id)} aria-labelledby={kind.id} className="mt-12 first-of-type:mt-10">
      <h2 id={kind.id} className="flex items-baseline gap-2.5 border-b border-border pb-3 text-xl font-semibold tracking-tight text-foreground sm:text-2xl">
        {label} <GroupCount of={kind.id} count={total} className="text-sm" />
      </h2>
      <div className="mt-5 grid gap-x-4 gap-y-7 sm:grid-cols-2 lg:grid-cols-3">
        {kind.groups.map((group) => {
          const heading = groupLabel(group.key);
          return (
            <div
              key={group.id}
              {...hook(marketplaceHooks.group, group.id)}
              {...hook(marketplaceHooks.span, groupSpan(group.itemIds.length))}
              className="grid grid-cols-subgrid content-start gap-y-3 sm:data-[span=2]:col-span-2 sm:data-[span=3]:col-span-2 lg:data-[span=3]:col-span-3"
            >
              {heading ? (
                <h3 id={group.id} className="col-span-full flex items-baseline gap-2 text-sm font-semibold text-foreground">
                  {heading} <GroupCount of={group.id} count={group.itemIds.length} />
                </h3>
              ) : null}
              <ul className="col-span-full grid grid-cols-subgrid gap-y-3">
                {group.itemIds.map((id) => (
                  <li key={id} {...hook(marketplaceHooks.item, id)} className="flex">
                    {card(id)}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </section>
  );
}
