import type { MarketplaceKindGroups } from "./marketplace-groups";
import { GroupCount } from "./group-count";
import { hook } from "@/lib/dom-hooks";
import { marketplaceHooks } from "./marketplace-hooks";

const linkClass =
  "inline-flex min-h-6 items-center gap-1.5 rounded-sm transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/**
 * The marketplace's contents: each kind, then its categories, with how many entries each shows now.
 * The page script hides an entry whose group the filters leave empty, as it hides the group.
 */
export function MarketplaceIndex({
  kinds,
  label,
  kindLabel,
  groupLabel,
}: {
  kinds: readonly MarketplaceKindGroups[];
  label: string;
  kindLabel: (kind: MarketplaceKindGroups["kind"]) => string;
  /** A category's heading; null for a kind that is not split. */
  groupLabel: (key: string) => string | null;
}) {
  return (
    <nav aria-label={label} data-pagefind-ignore="" className="mt-6 rounded-xl border border-border bg-surface/60 px-4 py-3 text-sm">
      <ul className="flex flex-col gap-2">
        {kinds.map(({ kind, id, groups }) => {
          const named = groups.filter((group) => groupLabel(group.key) !== null);
          return (
            <li key={id} {...hook(marketplaceHooks.indexOf, id)} className="flex flex-col gap-x-5 gap-y-0.5 md:flex-row md:items-baseline">
              <a href={`#${id}`} className={`${linkClass} shrink-0 font-semibold text-foreground md:w-36`}>
                {kindLabel(kind)} <GroupCount of={id} count={groups.reduce((sum, group) => sum + group.itemIds.length, 0)} />
              </a>
              {named.length > 0 ? (
                <ul className="flex flex-wrap gap-x-4 gap-y-0.5 text-muted">
                  {named.map((group) => (
                    <li key={group.id} {...hook(marketplaceHooks.indexOf, group.id)}>
                      <a href={`#${group.id}`} className={linkClass}>
                        {groupLabel(group.key)} <GroupCount of={group.id} count={group.itemIds.length} />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
