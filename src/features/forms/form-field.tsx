import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { FieldError, fieldErrorProps } from "./field-error";

/** What a field's control spreads to be tied to its error (see fieldErrorProps). */
type FieldErrorAria = ReturnType<typeof fieldErrorProps>;

/**
 * One field of a form: its label with a hint on the right ("required", "optional"), the control,
 * and its error under it. The control gets the attributes that tie it to the error.
 */
export function FormField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error: string | undefined;
  children: (aria: FieldErrorAria) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className="flex items-baseline justify-between gap-3">
        {label}
        {hint ? <span className="text-xs font-normal text-subtle">{hint}</span> : null}
      </Label>
      {children(fieldErrorProps(errorId, error))}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
