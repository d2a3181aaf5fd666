import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/utils";
import { ERROR_TEXT_ATTRIBUTE } from "./field-error-slot";

/** Where a script writes a slot's text (see fillErrorSlot). */
const slotText = { [ERROR_TEXT_ATTRIBUTE]: "" };

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

const FIELD_ERROR = "flex items-center gap-1.5 text-sm text-danger";
const FORM_ALERT = "flex gap-2.5 rounded-lg border border-danger-border bg-danger-bg px-4 py-3 text-sm text-danger";

/** A field's error, under the field. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className={FIELD_ERROR}>
      <CircleAlert aria-hidden className="size-3.5 shrink-0" />
      {error}
    </p>
  );
}

/**
 * A field's error for a form that a plain script runs (no React in the browser): rendered hidden
 * and empty; the script fills it with fillErrorSlot (./field-error-slot.ts).
 */
export function FieldErrorSlot({ id }: { id: string }) {
  return (
    <p id={id} hidden className={FIELD_ERROR}>
      <CircleAlert aria-hidden className="size-3.5 shrink-0" />
      <span {...slotText} />
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
        <p id={id} role="alert" className={cn(FORM_ALERT, className)}>
          <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** The form's own error for a form that a plain script runs: the live region, with the alert hidden until the script fills it (fillErrorSlot). */
export function FormAlertSlot({ className }: { className?: string }) {
  return (
    <div aria-live="assertive" aria-atomic="true">
      <p role="alert" hidden className={cn(FORM_ALERT, className)}>
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span {...slotText} />
      </p>
    </div>
  );
}
