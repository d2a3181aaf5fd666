import { cn } from "@/lib/utils";

/** A row of headline figures, each a value over its label. */
export function StatList({
  label,
  stats,
  className,
}: {
  label: string;
  stats: readonly { key: string; label: string; value: string }[];
  className?: string;
}) {
  return (
    <dl
      aria-label={label}
      className={cn(
        "grid grid-cols-2 divide-border overflow-hidden rounded-xl border border-border bg-surface/60 backdrop-blur sm:flex sm:divide-x",
        stats.length === 4 ? "max-w-3xl" : "max-w-md",
        className,
      )}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.key}
          className={cn(
            "flex flex-1 flex-col-reverse gap-1 px-5 py-4",
            index % 2 === 1 && "border-l border-border sm:border-l-0",
            index >= 2 && "border-t border-border sm:border-t-0",
            // An odd last figure takes the whole row of the phone's two columns.
            index === stats.length - 1 && index % 2 === 0 && "col-span-2",
          )}
        >
          <dt className="text-sm text-muted">{stat.label}</dt>
          <dd className="font-mono text-2xl font-semibold tracking-tight text-foreground tabular-nums">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
