/** Fields where a key press types text: `/` there is a slash, never a shortcut. */
const TYPING = "input, textarea, select, [contenteditable]:not([contenteditable='false'])";

/**
 * Whether a key press lands in a field. A field of a dialog that just closed can keep the focus
 * for a moment, hidden: nobody types there, so it does not hold the shortcut back.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(TYPING) !== null && target.closest("dialog:not([open])") === null;
}

/** `/` (as the layout types it, Shift included, no other modifier) or Ctrl/Cmd+K, outside any field. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing || isTypingTarget(event.target)) return false;
  if (event.key === "/") return !event.ctrlKey && !event.metaKey && !event.altKey;
  return event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}
