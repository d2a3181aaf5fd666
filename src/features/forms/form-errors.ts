import type { ApiErrorCode, FieldErrorCode } from "@/domain/forms/api-errors";
import { retryText, type RetryTexts } from "./retry-after";
import type { SubmitOutcome } from "./submit-json";

/**
 * A form's error texts in the visitor's language, computed at build time from the FormErrors
 * messages (see form-error-texts.ts) and passed to the island as plain data.
 */
export interface FormErrorTexts {
  /** A text for each field code of this form's fields. */
  fields: Partial<Record<FieldErrorCode, string>>;
  /** The API codes with a text of their own; any other refusal shows `failed`. */
  codes: Partial<Record<ApiErrorCode, string>>;
  /** A refusal without a text of its own, or an answer that cannot be read. */
  failed: string;
  /** No answer at all: offline, DNS, connection reset. */
  network: string;
  /** Says when to try again after a 429 with Retry-After (`codes.rate_limited` says "later" without one). */
  retry?: RetryTexts;
}

/** Field codes (`{email: "email_invalid"}`, from the schema or the server) as texts, for the form's own fields only. */
export function fieldTexts<F extends string>(
  fields: readonly F[],
  codes: Readonly<Record<string, string>>,
  texts: FormErrorTexts,
): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const code = codes[field];
    const text = code && code.startsWith(`${field}_`) ? texts.fields[code as FieldErrorCode] : undefined;
    if (text) result[field] = text;
  }
  return result;
}

export interface Failure<F extends string> {
  /** What the form shows above itself, or null when the fields say it all. */
  message: string | null;
  /** What each field shows under itself. */
  fields: Partial<Record<F, string>>;
}

/**
 * A failed outcome as texts. The server's English `error` is never shown for one of the API's
 * codes: every code has a translated text or the form's `failed`. Only an answer that is not the
 * API's (no known code) may show its own text, and only when the form asks for it (`serverText`,
 * as the waitlist does).
 */
export function describeFailure<F extends string>(
  outcome: Exclude<SubmitOutcome, { kind: "ok" }>,
  fields: readonly F[],
  texts: FormErrorTexts,
  { serverText = false }: { serverText?: boolean } = {},
): Failure<F> {
  switch (outcome.kind) {
    case "fields": {
      const known = fieldTexts(fields, outcome.fields, texts);
      return { message: Object.keys(known).length > 0 ? null : texts.failed, fields: known };
    }
    case "refused":
      if (outcome.code === "rate_limited" && outcome.retryAfterSeconds && texts.retry) {
        return { message: retryText(texts.retry, outcome.retryAfterSeconds), fields: {} };
      }
      return { message: texts.codes[outcome.code] ?? texts.failed, fields: {} };
    case "unreadable":
      return { message: (serverText && outcome.serverText) || texts.failed, fields: {} };
    case "network":
      return { message: texts.network, fields: {} };
  }
}
