import { CalendarClock, CircleCheck, FlaskConical, Hammer, Lightbulb, Map as MapIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { FutureWorkStatus } from "@/domain/content/future-work";
import type { MilestoneStatus } from "@/domain/content/roadmap";

type Status = FutureWorkStatus | MilestoneStatus;

const looks = {
  shipped: { variant: "success", Icon: CircleCheck },
  "in-progress": { variant: "gold", Icon: Hammer },
  planned: { variant: "secondary", Icon: CalendarClock },
  research: { variant: "default", Icon: FlaskConical },
  planning: { variant: "gold", Icon: MapIcon },
  conceptual: { variant: "outline", Icon: Lightbulb },
} as const satisfies Record<Status, { variant: "success" | "secondary" | "default" | "gold" | "outline"; Icon: unknown }>;

/** A status with an icon and a word, so colour is never the only cue. */
export function StatusBadge({ status, label }: { status: Status; label: string }) {
  const { variant, Icon } = looks[status];
  return (
    <Badge variant={variant} data-status={status}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
