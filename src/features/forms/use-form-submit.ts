import { useReducer, useRef, type FormEvent } from "react";
import { describeFailure, fieldTexts, type FormErrorTexts } from "./form-errors";
import { formReducer, type FormState } from "./form-state";
import { readForm, requestBody } from "./form-values";
import { focusFirstInvalid } from "./focus-first-invalid";
import { submitJson, type SubmitOutcome } from "./submit-json";
import { checkWith, type FormSchema } from "./validate";

export interface FormSubmitOptions<F extends string, T, R> {
  /** The fields a visitor fills in, by name, in the form's order (the order focus follows). */
  fields: readonly F[];
  /** The shared zod schema, loaded on first use so it does not weigh on the page's first load. */
  loadSchema: () => Promise<FormSchema<T>>;
  /** Where the form posts (API_ROUTES in src/domain/forms/api-routes.ts). */
  route: string;
  texts: FormErrorTexts;
  /** Values the page adds to what the visitor typed (the waitlist's language and source). */
  extra?: Readonly<Record<string, string>>;
  /** What an answer means: the success's result, or undefined for a failure. Default: a 2xx's `data`. */
  result?: (outcome: SubmitOutcome) => R | undefined;
  /** An answer that is not the API's may show its own text (see describeFailure). */
  serverText?: boolean;
  /** Names the form in the console when a request fails. */
  name: string;
}

const okData = (outcome: SubmitOutcome) => (outcome.kind === "ok" ? outcome.data : undefined);

/**
 * The submit flow every form shares: check with the shared schema, show field errors and focus the
 * first, post once (a second Enter while one is in flight sends nothing), then success or the
 * server's errors, each field's under it and focus on the first. A flagged field is re-checked as
 * the visitor fixes it (`recheck`). Each form keeps only its fields and its success view.
 */
export function useFormSubmit<F extends string, T, R = unknown>(options: FormSubmitOptions<F, T, R>) {
  const { fields, loadSchema, route, texts, extra, serverText = false, name } = options;
  const [state, dispatch] = useReducer(formReducer<F, R>, { status: "idle" } as FormState<F, R>);
  const form = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);
  // Checks run asynchronously (the schema loads on demand): only the latest one may answer.
  const latestCheck = useRef(0);

  async function check() {
    const { values, honeypot } = readForm(form.current, fields);
    const typed = { ...values, ...extra };
    const checked = await checkWith(loadSchema, typed);
    const invalid: Partial<Record<F, string>> = checked.status === "invalid" ? fieldTexts(fields, checked.fields, texts) : {};
    return { invalid, body: requestBody(checked.status === "valid" ? (checked.data as Record<string, unknown>) : typed, honeypot) };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    latestCheck.current += 1;
    try {
      const { invalid, body } = await check();
      if (Object.keys(invalid).length > 0) {
        dispatch({ type: "invalid", fields: invalid });
        focusFirstInvalid(form.current, fields, invalid);
        return;
      }
      dispatch({ type: "submit" });
      const outcome = await submitJson(route, body);
      const result = (options.result ?? okData)(outcome) as R | undefined;
      if (result !== undefined) {
        dispatch({ type: "succeeded", result });
        return;
      }
      console.error(`${name} failed`, outcome);
      const failure = outcome.kind === "ok" ? { message: texts.failed, fields: {} } : describeFailure(outcome, fields, texts, { serverText });
      dispatch({ type: "failed", ...failure });
      focusFirstInvalid(form.current, fields, failure.fields);
    } finally {
      inFlight.current = false;
    }
  }

  /** Once a field has been flagged, it is checked again as the visitor fixes it. */
  function recheck(field: F) {
    if (state.status !== "error" || !state.fields[field]) return;
    const latest = ++latestCheck.current;
    void check().then(({ invalid }) => {
      if (latest === latestCheck.current) dispatch({ type: "rechecked", field, text: invalid[field] });
    });
  }

  /** Starts loading the schema, so it is ready by the time the visitor sends. */
  function prefetch() {
    void loadSchema().catch(() => undefined);
  }

  return { state, form, onSubmit, recheck, prefetch, reset: () => dispatch({ type: "reset" }), submitting: state.status === "submitting" };
}
