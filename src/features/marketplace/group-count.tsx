import { cn } from "@/lib/utils";
import { hook } from "@/lib/dom-hooks";
import { marketplaceHooks } from "./marketplace-hooks";

/**
 * How many entries a kind or category of the marketplace shows; the page script keeps every copy of
 * it current. Out of the search index: a figure of the current view, not a word of the page.
 */
export function GroupCount({ of, count, className }: { of: string; count: number; className?: string }) {
  return (
    <span {...hook(marketplaceHooks.countOf, of)} data-pagefind-ignore="" className={cn("font-mono text-xs font-normal text-subtle tabular-nums", className)}>
      {count}
    </span>
  );
}
