/** The contact dialog's form: idle, submitting, success or error, plus per-field problems. */
export type ContactStatus = "idle" | "submitting" | "success" | "error";

export const contactFields = ["name", "email", "company", "message"] as const;
export type ContactField = (typeof contactFields)[number];

export interface ContactMessages {
  nameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  messageRequired: string;
  tooLong: string;
  error: string;
  rateLimited: string;
}

/** A field code of the shared schema (`name_required`, `email_invalid`...) in the visitor's language. */
export function contactFieldMessage(code: string, messages: ContactMessages): string {
  if (code.endsWith("_too_long")) return messages.tooLong;
  if (code === "name_required") return messages.nameRequired;
  if (code === "email_required") return messages.emailRequired;
  if (code === "message_required") return messages.messageRequired;
  if (code === "email_invalid") return messages.emailInvalid;
  return messages.error;
}

/** `{field: code}` from zod issues or a 400 body, translated, keeping the first problem of each field. */
export function contactFieldErrors(
  fields: Record<string, unknown> | undefined,
  messages: ContactMessages,
): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of contactFields) {
    const code = fields?.[field];
    if (typeof code === "string") errors[field] = contactFieldMessage(code, messages);
  }
  return errors;
}

export type ContactOutcome =
  | { status: "success" }
  | { status: "error"; message: string; fields: Partial<Record<ContactField, string>> };

/** What a response of `POST /api/contact` means for the form (SPEC section 8: one generic error text). */
export function interpretContactResponse(status: number, body: unknown, messages: ContactMessages): ContactOutcome {
  if (status >= 200 && status < 300) return { status: "success" };
  const error = body as { code?: unknown; fields?: Record<string, unknown> } | null;
  if (error?.code === "rate_limited") return { status: "error", message: messages.rateLimited, fields: {} };
  const fields = error?.code === "validation_failed" ? contactFieldErrors(error.fields, messages) : {};
  return { status: "error", message: messages.error, fields };
}
