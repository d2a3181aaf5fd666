import type { MilestoneId, MilestoneStatus, RoadmapEntry } from "@/domain/content/roadmap";
import { StatusBadge } from "./status-badge";
import { cardVariants } from "@/components/ui/card";

/** The product milestones, oldest first, each with whether it has shipped (roadmapEntries). */
export function RoadmapTimeline({
  entries,
  items,
  status,
}: {
  entries: readonly RoadmapEntry[];
  items: Record<MilestoneId, { title: string; body: string }>;
  status: Record<MilestoneStatus, string>;
}) {
  return (
    <ol className="space-y-3">
      {entries.map((entry) => (
        <li key={entry.id} data-print-keep className={cardVariants({ padding: "fluid" })}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-[15px] font-semibold text-foreground">{items[entry.id].title}</h3>
            <StatusBadge status={entry.status} label={status[entry.status]} />
          </div>
          <p className="mt-1.5 text-sm leading-relaxed text-muted">{items[entry.id].body}</p>
        </li>
      ))}
    </ol>
  );
}
