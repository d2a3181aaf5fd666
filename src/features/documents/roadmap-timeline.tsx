import { milestones, type MilestoneId } from "@/domain/content/roadmap";
import { StatusBadge } from "./status-badge";
import { cardVariants } from "@/components/ui/card";

/** The product milestones, oldest first, each with when and whether it has shipped. */
export function RoadmapTimeline({
  items,
  period,
  status,
}: {
  items: Record<MilestoneId, { title: string; body: string }>;
  period: (when: (typeof milestones)[number]["when"]) => string;
  status: { live: string; planned: string };
}) {
  return (
    <ol className="relative space-y-3 before:absolute before:top-3 before:bottom-3 before:left-[5.5rem] before:hidden before:w-px before:bg-border sm:before:block">
      {milestones.map((milestone) => (
        <li key={milestone.id} data-print-keep className="relative grid gap-2 sm:grid-cols-[5.5rem_minmax(0,1fr)] sm:gap-6">
          <p className="pt-4 font-mono text-sm font-medium text-foreground tabular-nums sm:text-right">{period(milestone.when)}</p>
          <div className={cardVariants({ padding: "fluid" })}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="text-[15px] font-semibold text-foreground">{items[milestone.id].title}</h3>
              <StatusBadge status={milestone.status} label={status[milestone.status]} />
            </div>
            <p className="mt-1.5 text-sm leading-relaxed text-muted">{items[milestone.id].body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
