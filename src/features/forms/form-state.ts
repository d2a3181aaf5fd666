/** What each field shows under itself, by field name. */
export type FieldTexts<F extends string> = Partial<Record<F, string>>;

/**
 * A form's life: idle -> submitting -> success, or -> error (a message above the form, texts under
 * its fields) and back to submitting when the visitor sends again. The same for every form.
 */
export type FormState<F extends string, R> =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "error"; message: string | null; fields: FieldTexts<F> }
  | { status: "success"; result: R };

type FormAction<F extends string, R> =
  /** The checks passed: the request goes out. */
  | { type: "submit" }
  /** The browser's checks found problems: nothing was sent. */
  | { type: "invalid"; fields: FieldTexts<F> }
  /** The request was answered with a refusal, or not answered. */
  | { type: "failed"; message: string | null; fields: FieldTexts<F> }
  | { type: "succeeded"; result: R }
  /** A flagged field was checked again as the visitor fixed it. */
  | { type: "rechecked"; field: F; text: string | undefined }
  /** Back to a fresh form (the contact dialog after a sent message). */
  | { type: "reset" };

export function formReducer<F extends string, R>(state: FormState<F, R>, action: FormAction<F, R>): FormState<F, R> {
  switch (action.type) {
    case "submit":
      return state.status === "submitting" || state.status === "success" ? state : { status: "submitting" };
    case "invalid":
      return state.status === "success" || state.status === "submitting" ? state : { status: "error", message: null, fields: action.fields };
    case "failed":
      return state.status === "submitting" ? { status: "error", message: action.message, fields: action.fields } : state;
    case "succeeded":
      return state.status === "submitting" ? { status: "success", result: action.result } : state;
    case "rechecked":
      return state.status === "error" && state.fields[action.field] ? { ...state, fields: { ...state.fields, [action.field]: action.text } } : state;
    case "reset":
      return { status: "idle" };
  }
}

/** The texts under the fields in this state: none unless there was an error. */
export function fieldTextsOf<F extends string, R>(state: FormState<F, R>): FieldTexts<F> {
  return state.status === "error" ? state.fields : {};
}
