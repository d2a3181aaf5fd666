/**
 * The error slots of a form that a plain script runs (FieldErrorSlot, FormAlertSlot in
 * ./field-error.tsx): the markup marks where the text goes with this attribute, the script fills
 * it with fillErrorSlot. Kept apart from the components so a script imports no React.
 */
export const ERROR_TEXT_ATTRIBUTE = "data-error-text";

/** Shows `text` in a slot, or hides the slot when null. */
export function fillErrorSlot(slot: HTMLElement, text: string | null): void {
  const target = slot.querySelector(`[${ERROR_TEXT_ATTRIBUTE}]`);
  if (target) target.textContent = text ?? "";
  slot.hidden = text === null;
}
