import { describeFailure, type FormErrorTexts } from "@/features/forms/form-errors";
import type { SubmitOutcome } from "@/features/forms/submit-json";

/** idle -> submitting -> error | success. */
export type WaitlistState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "error"; message: string; /** The message is about the email field itself. */ invalidEmail: boolean }
  | { status: "success"; position: number | null; alreadyListed: boolean };

export type WaitlistAction =
  | { type: "submit" }
  | { type: "invalid"; message: string }
  | { type: "failed"; message: string; invalidEmail?: boolean }
  | { type: "joined"; position: number | null; alreadyListed: boolean };

export const initialWaitlistState: WaitlistState = { status: "idle" };

export function waitlistReducer(state: WaitlistState, action: WaitlistAction): WaitlistState {
  switch (action.type) {
    case "submit":
      return state.status === "submitting" || state.status === "success" ? state : { status: "submitting" };
    case "invalid":
      return state.status === "success" ? state : { status: "error", message: action.message, invalidEmail: true };
    case "failed":
      return state.status === "submitting" ? { status: "error", message: action.message, invalidEmail: action.invalidEmail ?? false } : state;
    case "joined":
      return state.status === "submitting" ? { status: "success", position: action.position, alreadyListed: action.alreadyListed } : state;
  }
}

/** The waitlist form has one field a visitor can fix. */
export const WAITLIST_FIELDS = ["email"] as const;

function readPosition(data: unknown): number | null {
  const position = (data as { position?: unknown } | null)?.position;
  return typeof position === "number" && Number.isInteger(position) && position > 0 ? position : null;
}

/**
 * What an answer of `POST /api/waitlist` means for the form. 201: joined with a position. 409:
 * already listed, with the stored position. A problem with the email shows in the red box and
 * marks the field; any other code shows its translated text; an answer that is not the API's
 * shows its own text, else the generic failure.
 */
export function waitlistAction(outcome: SubmitOutcome, texts: FormErrorTexts): WaitlistAction {
  if (outcome.kind === "ok") return { type: "joined", position: readPosition(outcome.data), alreadyListed: false };
  if (outcome.kind === "refused" && outcome.code === "already_listed") {
    return { type: "joined", position: readPosition(outcome.data), alreadyListed: true };
  }
  const failure = describeFailure(outcome, WAITLIST_FIELDS, texts, { serverText: true });
  const email = failure.fields.email;
  return { type: "failed", message: email ?? failure.message ?? texts.failed, invalidEmail: Boolean(email) };
}
