import { useEffect, useId, useRef, type KeyboardEvent } from "react";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { fillTemplate } from "@/i18n/message-template";
import type { ComposerLabels } from "./composer-labels";

/**
 * Asked inline, next to the module being removed, when other modules need it. The focus moves to
 * the first answer; either answer hands it back to the option the visitor left.
 */
export function RemovalConfirm({
  name,
  others,
  labels,
  onConfirm,
  onCancel,
}: {
  name: string;
  /** The modules that need it, already joined into one phrase. */
  others: string;
  labels: ComposerLabels["removal"];
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => confirmRef.current?.focus(), []);
  // Escape answers "keep it", as it would close a dialog.
  const escape = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "Escape") onCancel();
  };

  return (
    <div className="mt-2 rounded-lg border border-gold/40 bg-gold/10 p-3">
      <p id={messageId} className="flex gap-2 text-sm text-foreground">
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-text" />
        {fillTemplate(labels.needed, { name, others })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 pl-6">
        <Button ref={confirmRef} size="sm" variant="outline" aria-describedby={messageId} onClick={onConfirm} onKeyDown={escape}>
          {fillTemplate(labels.removeToo, { others })}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel} onKeyDown={escape}>
          {fillTemplate(labels.keep, { name })}
        </Button>
      </div>
    </div>
  );
}
