/** SPEC section 4: idle -> submitting -> error | success. */
export type WaitlistState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "error"; message: string; /** The message is about the email field itself. */ invalidEmail: boolean }
  | { status: "success"; position: number | null; alreadyListed: boolean };

export type WaitlistAction =
  | { type: "submit" }
  | { type: "invalid"; message: string }
  | { type: "failed"; message: string }
  | { type: "joined"; position: number | null; alreadyListed: boolean };

export const initialWaitlistState: WaitlistState = { status: "idle" };

export function waitlistReducer(state: WaitlistState, action: WaitlistAction): WaitlistState {
  switch (action.type) {
    case "submit":
      return state.status === "submitting" || state.status === "success" ? state : { status: "submitting" };
    case "invalid":
      return state.status === "success" ? state : { status: "error", message: action.message, invalidEmail: true };
    case "failed":
      return state.status === "submitting" ? { status: "error", message: action.message, invalidEmail: false } : state;
    case "joined":
      return state.status === "submitting" ? { status: "success", position: action.position, alreadyListed: action.alreadyListed } : state;
  }
}

/** The strings the outcome of a request maps to, in the visitor's language. */
export interface WaitlistMessages {
  emailRequired: string;
  emailInvalid: string;
  emailTooLong: string;
  alreadyExists: string;
  failed: string;
  error: string;
  rateLimited: string;
  unavailable: string;
}

/** The form's email: trimmed and lower-cased, as the server stores it. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Field codes of the shared schema (`email_required`...) to the visitor's message. */
export function emailCodeMessage(code: string | undefined, messages: WaitlistMessages): string {
  if (code === "email_required") return messages.emailRequired;
  if (code === "email_too_long") return messages.emailTooLong;
  return messages.emailInvalid;
}

function readPosition(body: unknown): number | null {
  const position = (body as { data?: { position?: unknown } } | null)?.data?.position;
  return typeof position === "number" && Number.isInteger(position) && position > 0 ? position : null;
}

/**
 * What a response of `POST /api/waitlist` means for the form. 201: joined with a position. 409:
 * already listed, with the stored position. Known error codes are shown in the visitor's language;
 * anything else shows the server's text, else the generic failure (SPEC section 8).
 */
export function interpretWaitlistResponse(status: number, body: unknown, messages: WaitlistMessages): WaitlistAction {
  if (status >= 200 && status < 300) return { type: "joined", position: readPosition(body), alreadyListed: false };
  if (status === 409) return { type: "joined", position: readPosition(body), alreadyListed: true };
  const error = body as { error?: unknown; code?: unknown; fields?: Record<string, unknown> } | null;
  const code = typeof error?.code === "string" ? error.code : undefined;
  if (code === "validation_failed" && typeof error?.fields?.email === "string") {
    return { type: "failed", message: emailCodeMessage(error.fields.email, messages) };
  }
  if (code === "rate_limited") return { type: "failed", message: messages.rateLimited };
  if (code === "unavailable") return { type: "failed", message: messages.unavailable };
  const text = typeof error?.error === "string" && error.error.trim() ? error.error : messages.failed;
  return { type: "failed", message: text };
}
