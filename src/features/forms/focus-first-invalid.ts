/**
 * Moves the focus to the first field, in the form's order, that has an error, so a keyboard or
 * screen-reader user lands on what to fix. `fields` is that order; nothing moves when none has one.
 */
export function focusFirstInvalid<Field extends string>(form: HTMLFormElement | null, fields: readonly Field[], errors: Partial<Record<Field, string>>): void {
  const first = fields.find((field) => errors[field]);
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}
