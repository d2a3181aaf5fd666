import { CircleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { DroppedFromLink } from "@/domain/genome/composition";
import type { ComposerLabels } from "./composer-labels";
import type { ComposerText } from "./composer-text";

/** What the opening link named that the catalogue does not have: listed, never silently dropped. */
export function DroppedNotice({
  items,
  text,
  labels,
  onDismiss,
}: {
  items: readonly DroppedFromLink[];
  text: ComposerText;
  labels: ComposerLabels["dropped"];
  onDismiss: () => void;
}) {
  return (
    <div role="alert" className="rounded-xl border border-danger-border bg-danger-bg p-4" data-dropped="">
      <div className="flex gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-danger" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-foreground">{labels.title}</p>
          <p className="mt-1 text-sm text-muted">{labels.description}</p>
          <ul className="mt-2 list-disc pl-5 text-sm text-foreground">
            {items.map((item, index) => (
              <li key={index} className="break-words">
                {text.dropped(item)}
              </li>
            ))}
          </ul>
          <Button size="sm" variant="outline" className="mt-3" onClick={onDismiss}>
            {labels.dismiss}
          </Button>
        </div>
      </div>
    </div>
  );
}
