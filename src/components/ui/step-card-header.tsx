import type { LucideIcon } from "lucide-react";
import { IconTile } from "./icon-tile";

/** The top of a numbered step's card: its icon on a tile, and "Step N" across from it. */
export function StepCardHeader({ Icon, label }: { Icon: LucideIcon; label: string }) {
  return (
    <div className="flex items-center justify-between">
      <IconTile>
        <Icon aria-hidden className="size-5" />
      </IconTile>
      <span className="font-mono text-xs text-subtle">{label}</span>
    </div>
  );
}
