import { fillErrorSlot } from "@/components/ui/field-error-slot";
import { API_ROUTES, feedbackAnswerPath } from "@/domain/forms/api-routes";
import { describeFailure, fieldTexts } from "@/features/forms/form-errors";
import { readForm, requestBody } from "@/features/forms/form-values";
import { submitJson, type SubmitOutcome } from "@/features/forms/submit-json";
import { checkNow, checkWith, type FormSchema } from "@/features/forms/validate";
import { charactersLeft, commentCountText } from "./comment-count";
import {
  CHOICE_LABEL_SELECTOR,
  CHOICE_SELECTOR,
  DOCS_FEEDBACK_IDS,
  OVER_ATTRIBUTE,
  choiceOf,
  partSelector,
  readRoot,
  type Choice,
  type DocsFeedbackPart,
} from "./docs-feedback-hooks";
import type { DocsFeedbackScriptTexts } from "./docs-feedback-props";

/** How long typing must pause before screen readers hear the count (a count per key would drown the typing out). */
export const COUNT_ANNOUNCE_DELAY_MS = 1_000;

function part<E extends Element = HTMLElement>(root: Element, name: DocsFeedbackPart): E {
  const found = root.querySelector<E>(partSelector(name));
  if (!found) throw new Error(`docs feedback: no ${partSelector(name)}`);
  return found;
}

/** The comment's rules are the server's: the PATCH schema, loaded on first use in a chunk of its own (zod stays out of this one). */
const loadSchema = async () => (await import("@/domain/forms/feedback-update")).feedbackUpdateSchema as FormSchema<unknown>;

function idOf(data: unknown): string | null {
  const id = data && typeof data === "object" ? (data as { id?: unknown }).id : undefined;
  return typeof id === "string" && id !== "" ? id : null;
}

/**
 * Runs the server-rendered widget (./docs-feedback-form.tsx) under `root`. Pressing Yes or No
 * stores the answer at once (`POST /api/feedback`, which answers its id) and says so; pressing the
 * other one changes that answer, and Send adds the comment to it (`PATCH /api/feedback/<id>`):
 * one answer per reader and page, however many steps it took. Requests go one at a time, in the
 * order of the reader's actions, and with `keepalive`, so a reader who answers and leaves at once
 * is still counted. A failure is shown with what was typed kept; pressing the answer again, or
 * Send, tries again.
 */
export function wireDocsFeedback(root: HTMLElement, fetchImpl: typeof fetch = fetch): void {
  const data = readRoot(root);
  const texts = JSON.parse(data.texts) as DocsFeedbackScriptTexts;
  const { path, locale, max } = data;
  const form = part<HTMLFormElement>(root, "form");
  const details = part(root, "details");
  const saved = part(root, "saved");
  const byId = (id: string) => root.querySelector<HTMLElement>(`#${id}`)!;
  const comment = byId(DOCS_FEEDBACK_IDS.comment.control) as HTMLTextAreaElement;
  const count = part(root, "count");
  const countStatus = byId(DOCS_FEEDBACK_IDS.count);
  const fieldError = byId(DOCS_FEEDBACK_IDS.comment.error);
  const alert = form.querySelector<HTMLElement>('[role="alert"]')!;
  const submit = part<HTMLButtonElement>(root, "submit");
  const choices = [...root.querySelectorAll<HTMLButtonElement>(CHOICE_SELECTOR)];
  // Loading starts as the widget is wired (the reader is reaching for it), so it is there by Send.
  let schema: FormSchema<unknown> | null = null;
  loadSchema().then(
    (loaded) => (schema = loaded),
    () => undefined,
  );

  /** What the reader pressed last. */
  let choice: Choice | null = null;
  /** The answer as the server holds it, once stored. */
  let stored: { id: string; helpful: boolean } | null = null;
  let sendingComment = false;
  let queue: Promise<unknown> = Promise.resolve();
  let announce: ReturnType<typeof setTimeout> | undefined;

  /** Runs `task` once every request before it has been answered, so an answer is changed only once its id is known. */
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };

  const showFieldError = (text: string | null) => {
    fillErrorSlot(fieldError, text);
    comment.setAttribute("aria-invalid", String(text !== null));
    comment.setAttribute("aria-describedby", text === null ? countStatus.id : `${fieldError.id} ${countStatus.id}`);
  };

  const updateCount = () => {
    const left = charactersLeft(comment.value, max);
    const text = commentCountText(texts, left);
    count.textContent = text;
    count.toggleAttribute(OVER_ATTRIBUTE, left < 0);
    clearTimeout(announce);
    announce = setTimeout(() => (countStatus.textContent = text), COUNT_ANNOUNCE_DELAY_MS);
    if (left >= 0 && !fieldError.hidden && fieldError.textContent !== texts.errors.fields.comment_invalid) showFieldError(null);
  };

  /**
   * Stores what `changes` say: a new answer when none is stored yet (with the page and language),
   * else a change to the stored one. Records what the server now holds; gives the outcome.
   */
  const store = async (changes: { helpful: boolean; comment?: string }): Promise<SubmitOutcome> => {
    const { honeypot } = readForm(form, []);
    const outcome = stored
      ? await submitJson(feedbackAnswerPath(stored.id), requestBody(stored.helpful === changes.helpful ? { comment: changes.comment } : changes, honeypot), fetchImpl, {
          method: "PATCH",
          keepalive: true,
        })
      : await submitJson(API_ROUTES.feedback.path, requestBody({ path, locale, ...changes }, honeypot), fetchImpl, { keepalive: true });
    if (outcome.kind === "ok") stored = { id: stored?.id ?? idOf(outcome.data) ?? "", helpful: changes.helpful };
    return outcome;
  };

  const showFailure = (outcome: Exclude<SubmitOutcome, { kind: "ok" }>) => {
    console.error("Docs feedback failed", outcome);
    const failure = describeFailure(outcome, ["comment"], texts.errors);
    fillErrorSlot(alert, failure.message);
    if (failure.fields.comment) {
      showFieldError(failure.fields.comment);
      comment.focus();
    }
  };

  /** Stores the reader's current choice unless the server already holds it (a Yes, No, Yes in quick succession sends two requests, not three). */
  const saveChoice = () =>
    inTurn(async () => {
      const helpful = choice === "yes";
      if (stored?.helpful !== helpful) {
        const outcome = await store({ helpful });
        if (outcome.kind !== "ok") return showFailure(outcome);
      }
      // Said only for the choice still pressed: a later one is on its way.
      if ((choice === "yes") === helpful) saved.hidden = false;
    });

  const choose = (value: Choice) => {
    choice = value;
    for (const button of choices) button.setAttribute("aria-pressed", String(choiceOf(button) === value));
    for (const label of root.querySelectorAll<HTMLElement>(CHOICE_LABEL_SELECTOR)) label.hidden = choiceOf(label) !== value;
    details.hidden = false;
    // Hidden until this choice is stored, so the line appears, and is said, once more.
    saved.hidden = true;
    fillErrorSlot(alert, null);
    void saveChoice();
  };

  const setSending = (on: boolean) => {
    sendingComment = on;
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

  /** Set while a comment waits for a schema still on its way, so a second Send does not send it twice. */
  let checking = false;
  const sendComment = async () => {
    if (sendingComment || checking || !choice) return;
    const { values } = readForm(form, ["comment"]);
    // Checked at once when the schema has come (it has, but offline), else when it does; unchecked if it cannot: the server checks anyway.
    checking = true;
    const checked = schema ? checkNow(schema, values) : await checkWith(loadSchema, values);
    checking = false;
    const invalid = checked.status === "invalid" ? fieldTexts(["comment"], checked.fields, texts.errors).comment : undefined;
    if (invalid) {
      showFieldError(invalid);
      comment.focus();
      return;
    }
    if (values.comment.trim() === "") {
      // Nothing to add: the answer alone is what there is to store (again, if it failed).
      if (stored?.helpful === (choice === "yes")) showFieldError(texts.commentEmpty);
      else void saveChoice();
      comment.focus();
      return;
    }
    fillErrorSlot(alert, null);
    showFieldError(null);
    setSending(true);
    const outcome = await inTurn(() => store({ helpful: choice === "yes", comment: values.comment }));
    setSending(false);
    if (outcome.kind !== "ok") return showFailure(outcome);
    form.hidden = true;
    part(root, "thanks").hidden = false;
    part(root, "thanks-title").focus();
  };

  root.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(CHOICE_SELECTOR) : null;
    const value = button ? choiceOf(button) : null;
    if (value && !sendingComment) choose(value);
  });
  comment.addEventListener("input", updateCount);
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void sendComment();
  });
}
