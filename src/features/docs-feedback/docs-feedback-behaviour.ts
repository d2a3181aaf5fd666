import { API_ROUTES } from "@/domain/forms/api-routes";
import { describeFailure } from "@/features/forms/form-errors";
import { readForm, requestBody } from "@/features/forms/form-values";
import { submitJson } from "@/features/forms/submit-json";
import { charactersLeft, commentCountText } from "./comment-count";
import { DOCS_FEEDBACK_IDS } from "./docs-feedback-ids";
import type { DocsFeedbackScriptTexts } from "./docs-feedback-props";

type Choice = "yes" | "no";

/** How long typing must pause before screen readers hear the count (a count per key would drown the typing out). */
export const COUNT_ANNOUNCE_DELAY_MS = 1_000;

function part<E extends Element = HTMLElement>(root: Element, name: string): E {
  const found = root.querySelector<E>(`[data-feedback-${name}]`);
  if (!found) throw new Error(`docs feedback: no [data-feedback-${name}]`);
  return found;
}

/** Shows `text` in a slot rendered by FieldErrorSlot or FormAlertSlot, or hides it when null. */
function fill(slot: HTMLElement, text: string | null) {
  const target = slot.querySelector("[data-error-text]");
  if (target) target.textContent = text ?? "";
  slot.hidden = text === null;
}

/**
 * Runs the server-rendered widget (./docs-feedback-form.tsx) under `root`: pressing Yes or No shows
 * the optional comment and Send; Send posts the answer once (a second press while it is on its way
 * sends nothing) and shows the thank-you, focused, or the error with what was typed kept for a retry.
 */
export function wireDocsFeedback(root: HTMLElement, fetchImpl: typeof fetch = fetch): void {
  const texts = JSON.parse(root.dataset.texts ?? "{}") as DocsFeedbackScriptTexts;
  const { path = "", locale = "" } = root.dataset;
  const max = Number(root.dataset.max);
  const form = part<HTMLFormElement>(root, "form");
  const details = part(root, "details");
  const byId = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  const comment = byId(DOCS_FEEDBACK_IDS.comment) as HTMLTextAreaElement;
  const count = part(root, "count");
  const countStatus = byId(DOCS_FEEDBACK_IDS.count);
  const fieldError = byId(DOCS_FEEDBACK_IDS.commentError);
  const alert = details.querySelector<HTMLElement>('[role="alert"]')!;
  const submit = part<HTMLButtonElement>(root, "submit");
  const choices = [...root.querySelectorAll<HTMLButtonElement>("[data-feedback-choice]")];

  let choice: Choice | null = null;
  let sending = false;
  let announce: ReturnType<typeof setTimeout> | undefined;

  const showFieldError = (text: string | null) => {
    fill(fieldError, text);
    comment.setAttribute("aria-invalid", String(text !== null));
    comment.setAttribute("aria-describedby", text === null ? countStatus.id : `${fieldError.id} ${countStatus.id}`);
  };

  const updateCount = () => {
    const left = charactersLeft(comment.value, max);
    const text = commentCountText(texts, left);
    count.textContent = text;
    count.toggleAttribute("data-over", left < 0);
    clearTimeout(announce);
    announce = setTimeout(() => (countStatus.textContent = text), COUNT_ANNOUNCE_DELAY_MS);
    if (left >= 0 && !fieldError.hidden && fieldError.textContent === texts.errors.fields.comment_too_long) showFieldError(null);
  };

  const choose = (value: Choice) => {
    choice = value;
    for (const button of choices) button.setAttribute("aria-pressed", String(button.dataset.feedbackChoice === value));
    for (const label of root.querySelectorAll<HTMLElement>("[data-feedback-label]")) label.hidden = label.dataset.feedbackLabel !== value;
    details.hidden = false;
  };

  const setSending = (on: boolean) => {
    sending = on;
    form.setAttribute("aria-busy", String(on));
    // aria-disabled rather than disabled: the focus stays on Send, where a retry starts.
    for (const button of [submit, ...choices]) {
      if (on) button.setAttribute("aria-disabled", "true");
      else button.removeAttribute("aria-disabled");
    }
    comment.readOnly = on;
    part(submit, "spinner").hidden = !on;
    part(submit, "submit-label").textContent = on ? texts.submitting : texts.submit;
  };

  const send = async () => {
    if (sending || !choice) return;
    const { values, honeypot } = readForm(form, ["comment"]);
    if (charactersLeft(values.comment, max) < 0) {
      showFieldError(texts.errors.fields.comment_too_long ?? texts.errors.failed);
      comment.focus();
      return;
    }
    fill(alert, null);
    showFieldError(null);
    setSending(true);
    const outcome = await submitJson(API_ROUTES.feedback.path, requestBody({ path, locale, helpful: choice === "yes", comment: values.comment }, honeypot), fetchImpl);
    setSending(false);
    if (outcome.kind === "ok") {
      form.hidden = true;
      part(root, "thanks").hidden = false;
      part(root, "thanks-title").focus();
      return;
    }
    console.error("Docs feedback failed", outcome);
    const failure = describeFailure(outcome, ["comment"], texts.errors);
    fill(alert, failure.message);
    if (failure.fields.comment) {
      showFieldError(failure.fields.comment);
      comment.focus();
    }
  };

  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-feedback-choice]") : null;
    if (button && !sending) choose(button.dataset.feedbackChoice === "no" ? "no" : "yes");
  });
  comment.addEventListener("input", updateCount);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void send();
  });
}
