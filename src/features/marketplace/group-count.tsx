import { cn } from "@/lib/utils";

/** How many entries a kind or category of the marketplace shows; the page script keeps every copy of it current. */
export function GroupCount({ of, count, className }: { of: string; count: number; className?: string }) {
  return (
    <span data-count-of={of} className={cn("font-mono text-xs font-normal text-subtle tabular-nums", className)}>
      {count}
    </span>
  );
}
