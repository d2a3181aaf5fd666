import type { MilestoneDate, MilestoneId, MilestoneStatus, RoadmapEntry } from "@/domain/content/roadmap";
import { StatusBadge } from "./status-badge";
import { cardVariants } from "@/components/ui/card";

/**
 * The product milestones, oldest first, each with whether it has shipped (roadmapAt) and its date
 * while it has one: a version, or a quarter still to come.
 */
export function RoadmapTimeline({
  entries,
  items,
  period,
  status,
}: {
  entries: readonly RoadmapEntry[];
  items: Record<MilestoneId, { title: string; body: string }>;
  period: (when: MilestoneDate) => string;
  status: Record<MilestoneStatus, string>;
}) {
  return (
    <ol className="relative space-y-3 before:absolute before:top-3 before:bottom-3 before:left-[5.5rem] before:hidden before:w-px before:bg-border sm:before:block">
      {entries.map((entry) => (
        <li key={entry.id} data-print-keep className="relative grid gap-2 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-6">
          {entry.when ? (
            <p className="pt-4 font-mono text-sm font-medium text-foreground tabular-nums sm:text-right">{period(entry.when)}</p>
          ) : (
            <span aria-hidden className="hidden sm:block" />
          )}
          <div className={cardVariants({ padding: "fluid" })}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-[15px] font-semibold text-foreground">{items[entry.id].title}</h3>
              <StatusBadge status={entry.status} label={status[entry.status]} />
            </div>
            <p className="mt-1.5 text-sm leading-relaxed text-muted">{items[entry.id].body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
