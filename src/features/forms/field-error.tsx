import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

/**
 * What ties a field to its error: `aria-invalid`, and the error's id first in
 * `aria-describedby` (before any hint the field already has). The same for every form.
 */
export function fieldErrorProps(errorId: string, error: string | undefined, describedBy?: string) {
  return {
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": [error ? errorId : null, describedBy].filter(Boolean).join(" ") || undefined,
  };
}

/** A field's error, under the field. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-danger">
      <CircleAlert aria-hidden className="size-3.5 shrink-0" />
      {error}
    </p>
  );
}

/**
 * The form's own error, above it, in a live region that is always rendered so each new message is
 * announced.
 */
export function FormAlert({ id, message, className }: { id?: string; message: string | null; className?: string }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      {message ? (
        <p id={id} role="alert" className={cn("flex gap-2.5 rounded-lg border border-danger-border bg-danger-bg px-4 py-3 text-sm text-danger", className)}>
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
