import { timeSplit } from "@/domain/content/time-split";
import { cn } from "@/lib/utils";

/**
 * The 70/30 bar. Screen readers get one sentence; sighted readers get text on each segment and a
 * hatched pattern on the setup share, so colour is never the only cue.
 */
export function TimeSplitBar({
  label,
  setupLabel,
  innovationLabel,
  className,
}: {
  label: string;
  setupLabel: string;
  innovationLabel: string;
  className?: string;
}) {
  return (
    <figure className={cn("w-full", className)}>
      <div role="img" aria-label={label} className="flex h-14 w-full overflow-hidden rounded-xl border border-border-strong">
        <div
          aria-hidden
          className="flex items-center bg-[repeating-linear-gradient(135deg,#2a2e37_0_10px,#22252d_10px_20px)] px-4"
          style={{ width: `${timeSplit.setup}%` }}
        >
          <span className="font-mono text-sm font-semibold text-foreground">{timeSplit.setup}%</span>
        </div>
        <div aria-hidden className="flex items-center justify-end bg-primary px-4" style={{ width: `${timeSplit.innovation}%` }}>
          <span className="font-mono text-sm font-semibold text-primary-foreground">{timeSplit.innovation}%</span>
        </div>
      </div>
      <figcaption aria-hidden className="mt-3 flex justify-between gap-4 text-sm text-muted">
        <span className="flex items-center gap-2">
          <span className="inline-block size-3 rounded-sm border border-border-strong bg-[repeating-linear-gradient(135deg,#3a3f4b_0_3px,#22252d_3px_6px)]" />
          {setupLabel}
        </span>
        <span className="flex items-center gap-2 text-right">
          <span className="inline-block size-3 rounded-sm bg-primary" />
          {innovationLabel}
        </span>
      </figcaption>
    </figure>
  );
}
