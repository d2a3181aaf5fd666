/** Controls whose click only the island's code can answer. */
const CLICKED = "button";
/** Boxes the island's state decides: the browser ticks them at once, and the island is told once it can answer. */
const TOGGLED = "input[type='checkbox'], input[type='radio']";
/** Fields whose value the island's state holds. */
const EDITED = "input:not([type='checkbox'], [type='radio']), textarea, select";
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

type EarlyInput =
  | { kind: "click"; control: HTMLElement }
  | { kind: "toggle"; box: HTMLInputElement; wanted: boolean }
  | { kind: "edit"; field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement }
  | { kind: "submit"; form: HTMLFormElement };

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
  if (field instanceof HTMLSelectElement) {
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
 * Hands a box the visitor ticked (or unticked, or a radio chosen) to the island's state. The box
 * already shows the visitor's choice, and React took that as its starting value when it hydrated:
 * it is set back through the tracked property, then clicked, so React sees one change, to the
 * visitor's choice, and its handler runs.
 */
function replayToggle(box: HTMLInputElement, wanted: boolean): void {
  box.checked = !wanted;
  box.click();
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
  /** Holds a box's or a field's input in place of any earlier one of the same control: only its last state counts. */
  const holdLatest = (input: Extract<EarlyInput, { kind: "toggle" | "edit" }>) => {
    const control = input.kind === "toggle" ? input.box : input.field;
    const earlier = held.findIndex((other) => (other.kind === "toggle" ? other.box : other.kind === "edit" ? other.field : null) === control);
    if (earlier !== -1) held.splice(earlier, 1);
    held.push(input);
  };

  const onClick = (event: Event) => {
    if (passing || !(event.target instanceof Element)) return;
    const box = event.target.closest<HTMLInputElement>(TOGGLED);
    if (box && island.contains(box)) {
      // The browser ticks the box now (the visitor sees it at once); the island hears of it once, on replay.
      event.stopImmediatePropagation();
      // Only the box's last state matters: clicked twice, it is back where the island has it.
      holdLatest({ kind: "toggle", box, wanted: box.checked });
      return;
    }
    const control = event.target.closest<HTMLElement>(CLICKED);
    if (!control || !island.contains(control) || actsNatively(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ kind: "click", control });
  };
  const onEdit = (event: Event) => {
    if (passing || !(event.target instanceof Element)) return;
    if (event.target.closest(TOGGLED)) {
      // A box's input and change follow its click, which is held.
      event.stopImmediatePropagation();
      return;
    }
    const field = event.target.closest<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(EDITED);
    if (!field) return;
    event.stopImmediatePropagation();
    // Only the field's last value matters; it is handed over where the visitor last changed it.
    holdLatest({ kind: "edit", field });
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
      // Text typed, or a box ticked, before the queue was installed is only in the field: it is handed over first.
      for (const field of island.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED)) {
        const isHeld = held.some((input) => input.kind === "edit" && input.field === field);
        if (!isHeld && field.value !== field.defaultValue) held.unshift({ kind: "edit", field });
      }
      for (const box of island.querySelectorAll<HTMLInputElement>(TOGGLED)) {
        const isHeld = held.some((input) => input.kind === "toggle" && input.box === box);
        if (!isHeld && box.checked !== box.defaultChecked && (box.type === "checkbox" || box.checked)) held.unshift({ kind: "toggle", box, wanted: box.checked });
      }
      // Input that arrives while the queue drains joins it, so the order stays the visitor's.
      while (held.length > 0) {
        const input = held.shift()!;
        passing = true;
        try {
          if (input.kind === "click" && input.control.isConnected) input.control.click();
          // A radio left by choosing another of its group needs nothing: the one chosen is replayed.
          else if (input.kind === "toggle" && input.box.isConnected && (input.box.type === "checkbox" || input.box.checked)) replayToggle(input.box, input.wanted);
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
