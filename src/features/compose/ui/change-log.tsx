import { Sparkles, X } from "lucide-react";
import type { AutomaticChange } from "@/domain/genome/composition";
import type { ComposerLabels } from "./composer-labels";
import type { ComposerText } from "./composer-text";

/**
 * What the last action did on its own: read out by a polite live region that is always in the
 * page (so each new list is heard), and shown in a card pinned to the bottom of the picker (above the summary bar on narrow screens).
 */
export function ChangeLog({
  changes,
  text,
  labels,
  onDismiss,
}: {
  changes: readonly AutomaticChange[];
  text: ComposerText;
  labels: ComposerLabels["changes"];
  onDismiss: () => void;
}) {
  const sentences = changes.map((change) => text.change(change));
  return (
    <>
      <p role="status" aria-live="polite" className="sr-only" data-change-announcer="">
        {sentences.join(" ")}
      </p>
      {sentences.length > 0 ? (
        <div className="sticky bottom-20 z-20 mt-6 flex items-start gap-3 rounded-xl border border-primary/40 bg-surface-raised/95 p-4 shadow-2xl shadow-black/40 backdrop-blur lg:bottom-4">
          <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-primary-text" />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium tracking-wide text-primary-text uppercase">{labels.title}</p>
            <ul className="mt-1.5 grid gap-1 text-sm text-foreground" data-changes="">
              {sentences.map((sentence, index) => (
                <li key={`${changes[index]!.kind}-${changes[index]!.id}`}>{sentence}</li>
              ))}
            </ul>
          </div>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={labels.dismiss}
            className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X aria-hidden className="size-4" />
          </button>
        </div>
      ) : null}
    </>
  );
}
