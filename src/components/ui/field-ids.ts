/**
 * The one way a form names its parts: `${scope}-${part}`, a field's error `${scope}-${field}-error`.
 * The scope is a fixed name for a form the page has once (the demo request's `demo`, the docs
 * feedback's `docs-feedback`), or in an island that may be rendered more than once, its form's
 * name and React's useId (`formPartId("contact", useId())`): each island is a React root of its
 * own whose ids start over, so useId alone would give two islands of a page the same ids.
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
