import { Pause, Play, Repeat, RotateCcw } from "lucide-react";
import type { DemoLabels } from "./demo-labels";

/** Pause/resume, reset and replay. */
export function DemoControls({
  labels,
  paused = false,
  canPause = false,
  canReset = false,
  canReplay = false,
  onPause,
  onReset,
  onReplay,
}: {
  labels: DemoLabels;
  paused?: boolean;
  canPause?: boolean;
  canReset?: boolean;
  canReplay?: boolean;
  onPause?: () => void;
  onReset?: () => void;
  onReplay?: () => void;
}) {
  const buttonClass =
    "inline-flex h-8 items-center gap-1.5 rounded-md border border-border bg-background/40 px-3 text-[13px] text-muted transition-colors hover:border-border-strong hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-45";
  return (
    <div role="group" aria-label={labels.controlsLabel} className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass} disabled={!canPause} onClick={onPause}>
        {paused ? <Play aria-hidden className="size-3.5" /> : <Pause aria-hidden className="size-3.5" />}
        {paused ? labels.resume : labels.pause}
      </button>
      <button type="button" className={buttonClass} disabled={!canReset} onClick={onReset}>
        <RotateCcw aria-hidden className="size-3.5" />
        {labels.reset}
      </button>
      <button type="button" className={buttonClass} disabled={!canReplay} onClick={onReplay}>
        <Repeat aria-hidden className="size-3.5" />
        {labels.replay}
      </button>
    </div>
  );
}
