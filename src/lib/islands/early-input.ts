/** Controls whose click only the island's code can answer: buttons, and boxes its state decides. */
const CLICKED = "button, input[type='checkbox'], input[type='radio']";
/** Fields whose value the island's state holds. */
const EDITED = "input, textarea, select";
/** Fields a visitor types into. */
const TYPED = "input:not([type='checkbox'], [type='radio'], [type='hidden']), textarea";

/**
 * Marks a control, or a form, whose whole action the browser performs without the island's code: a
 * modal's opener that is an invoker command (`commandfor`), a dialog-method form that only closes
 * its dialog. Its click or submit is let through: held back, the modal would wait for the code.
 */
export const NATIVE_ACTION_ATTRIBUTE = "data-native-action";

const invokerCommands = typeof HTMLButtonElement !== "undefined" && "commandForElement" in HTMLButtonElement.prototype;

/** True when the browser does all that `element` asks for (an invoker only where invoker commands exist). */
function actsNatively(element: Element): boolean {
  const marked = element.closest(`[${NATIVE_ACTION_ATTRIBUTE}]`);
  if (!marked) return false;
  return invokerCommands || !element.closest("[commandfor]");
}

type EarlyInput = { kind: "click"; control: HTMLElement } | { kind: "edit"; field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement } | { kind: "submit"; form: HTMLFormElement };

export interface EarlyInputQueue {
  /**
   * Stops holding input back and replays what was held, in order, each in a task of its own so the
   * island renders what one did before the next: handlers see the state a visitor would have seen.
   * Call once hydration has committed.
   */
  replay(): Promise<void>;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const nativeValueSetter = (field: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;

/**
 * Hands a field's current value to the island's state. React tracks the value a field had when it
 * hydrated, which already includes what was typed, so the field is first set back through the
 * tracked setter and then given the typed value natively: React sees one change, to the typed text.
 */
function replayEdit(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): void {
  if (field instanceof HTMLSelectElement || field.type === "checkbox" || field.type === "radio") {
    field.dispatchEvent(new Event("change", { bubbles: true }));
    return;
  }
  const typed = field.value;
  // Null for the types that have no selection (email, number), which must not be given one.
  const { selectionStart, selectionEnd } = field;
  field.value = typed === "" ? " " : "";
  nativeValueSetter(field)?.call(field, typed);
  if (selectionStart !== null && selectionEnd !== null) field.setSelectionRange(selectionStart, selectionEnd);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * Holds back, from now on, what the visitor does inside `island` that its code must answer, and
 * lets the browser do the rest (typed text appears, links are followed, focus moves, a marked modal
 * opens or closes: NATIVE_ACTION_ATTRIBUTE). Listeners sit
 * on the island in the capture phase, before React's own on the same element, so React sees none
 * of it until `replay`, and sees it exactly once.
 */
export function createEarlyInputQueue(island: HTMLElement): EarlyInputQueue {
  const held: EarlyInput[] = [];
  /** True while a held input is replayed: that event is the island's to answer. */
  let passing = false;

  const onClick = (event: Event) => {
    if (passing) return;
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(CLICKED) : null;
    if (!control || !island.contains(control) || actsNatively(control)) return;
    // A box ticked now would already be ticked when React starts tracking it: it is ticked once, by the replayed click.
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: "click", control });
  };
  const onEdit = (event: Event) => {
    if (passing) return;
    const field = event.target instanceof Element ? event.target.closest<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(EDITED) : null;
    if (!field) return;
    event.stopImmediatePropagation();
    // Only the field's last value matters; it is handed over where the visitor last changed it.
    const earlier = held.findIndex((input) => input.kind === "edit" && input.field === field);
    if (earlier !== -1) held.splice(earlier, 1);
    held.push({ kind: "edit", field });
  };
  const onSubmit = (event: Event) => {
    if (passing || !(event.target instanceof HTMLFormElement) || actsNatively(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: "submit", form: event.target });
  };

  island.addEventListener("click", onClick, true);
  island.addEventListener("input", onEdit, true);
  island.addEventListener("change", onEdit, true);
  island.addEventListener("submit", onSubmit, true);

  return {
    async replay() {
      // Text typed before the queue was installed is only in the field: it is handed over first.
      for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
        const isHeld = held.some((input) => input.kind === "edit" && input.field === field);
        if (!isHeld && field.value !== field.defaultValue) held.unshift({ kind: "edit", field });
      }
      // Input that arrives while the queue drains joins it, so the order stays the visitor's.
      while (held.length > 0) {
        const input = held.shift()!;
        passing = true;
        try {
          if (input.kind === "click" && input.control.isConnected) input.control.click();
          else if (input.kind === "edit" && input.field.isConnected) replayEdit(input.field);
          else if (input.kind === "submit" && input.form.isConnected) input.form.requestSubmit();
        } finally {
          passing = false;
        }
        if (held.length > 0) await nextTask();
      }
      island.removeEventListener("click", onClick, true);
      island.removeEventListener("input", onEdit, true);
      island.removeEventListener("change", onEdit, true);
      island.removeEventListener("submit", onSubmit, true);
    },
  };
}
