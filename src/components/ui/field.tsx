import type { ReactNode } from "react";
import { FieldError, FieldErrorSlot, fieldErrorProps } from "./field-error";
import type { FieldIds } from "./field-ids";
import { Label } from "./label";
import { cn } from "@/lib/utils";

/** What a field's control spreads: its id and the attributes that tie it to its error and hints. */
export type FieldControlProps = ReturnType<typeof fieldErrorProps> & { id: string };

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  /** On the label's right: "required", "optional". */
  hint?: string;
  /** The field's error text, if any. */
  error?: string;
  /**
   * Where the error shows: under the field (default); in the form's alert, whose id is `ids.error`
   * (the waitlist, whose one field shares the alert); or in a slot a plain script fills (a form
   * without React in the browser).
   */
  errorIn?: "field" | "alert" | "slot";
  /** Whether the control is marked invalid, when that is not "has an error" (the waitlist's alert may hold a network error). */
  invalid?: boolean;
  /** Ids of what else describes the control (a privacy line, a counter), after the error. */
  describedBy?: string;
  /** Beside the error, on its right (a counter). */
  aside?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One field of a form: its label with a hint on the right, the control, and its error under it.
 * The control gets its id, `aria-invalid` and `aria-describedby` (the error first), the same in every form.
 */
export function Field({ ids, label, hint, error, errorIn = "field", invalid, describedBy, aside, className, children }: FieldProps) {
  const aria = fieldErrorProps(ids.error, error, describedBy);
  const control = { id: ids.control, ...aria, ...(invalid === undefined ? {} : { "aria-invalid": invalid || undefined }) };
  const errorView = errorIn === "slot" ? <FieldErrorSlot id={ids.error} /> : errorIn === "field" ? <FieldError id={ids.error} error={error} /> : null;
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={ids.control} className="flex items-baseline justify-between gap-3">
        {label}
        {hint ? <span className="text-xs font-normal text-subtle">{hint}</span> : null}
      </Label>
      {children(control as FieldControlProps)}
      {aside ? (
        <div className="flex items-start justify-between gap-3">
          {errorView}
          {aside}
        </div>
      ) : (
        errorView
      )}
    </div>
  );
}
