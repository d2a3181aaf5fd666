/**
 * The one way a form names its parts: `${scope}-${part}`, a field's error `${scope}-${field}-error`.
 * The scope is React's useId() in an island, or a fixed name for a form that must be found by id
 * (the demo request's `demo`, the docs feedback's `docs-feedback`).
 */
export function formPartId(scope: string, part: string): string {
  return `${scope}-${part}`;
}

/** A field's control and the error that describes it. */
export interface FieldIds {
  control: string;
  error: string;
}

export function fieldIds(scope: string, field: string): FieldIds {
  return { control: formPartId(scope, field), error: formPartId(scope, `${field}-error`) };
}

/** Every field's ids of one form, by field name. */
export function formFieldIds<F extends string>(scope: string, fields: readonly F[]): Record<F, FieldIds> {
  return Object.fromEntries(fields.map((field) => [field, fieldIds(scope, field)])) as Record<F, FieldIds>;
}
