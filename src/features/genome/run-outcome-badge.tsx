import { CircleCheck, CircleDashed, CircleMinus, CircleX } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { ModuleOutcome } from "@/domain/cli/cli-run-results";

const looks = {
  generates: { variant: "success", Icon: CircleCheck },
  fails: { variant: "danger", Icon: CircleX },
  "not-applied": { variant: "gold", Icon: CircleMinus },
  "not-run": { variant: "secondary", Icon: CircleDashed },
} as const satisfies Record<ModuleOutcome, { variant: string; Icon: unknown }>;

/**
 * What a recorded run of state B gave, as a badge: its words say it, the icon and the colour
 * repeat them (never the colour alone). The composer island draws it too.
 */
export function RunOutcomeBadge({ outcome, label, className }: { outcome: ModuleOutcome; label: string; className?: string }) {
  const { variant, Icon } = looks[outcome];
  return (
    <Badge variant={variant} data-run-outcome={outcome} className={className}>
      <Icon aria-hidden />
      {label}
    </Badge>
  );
}
