import { z } from "zod";

/** SPEC section 5: text, at-sign, text, dot, text, no spaces anywhere. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

// Control characters break CSV exports and terminals, and PostgreSQL refuses NUL in text: matching
// them is the point of these two patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const isCleanText = (multiLine: boolean) => (value: string) =>
  value.isWellFormed() && !(multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(value);

// Beyond SPEC's pattern: characters RFC 5322 never allows unquoted in an address (quoted local
// parts are vanishingly rare), and invisible format characters such as bidi overrides.
const EMAIL_FORBIDDEN = /[<>()[\]\\,;:"\p{Cf}]/u;
const isCleanEmail = (value: string) => isCleanText(false)(value) && !EMAIL_FORBIDDEN.test(value);

/** Trimmed and lower-cased before any check, as the waitlist form sends it and the store keys it. */
export function emailField(field = "email") {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${field}_required` : `${field}_invalid`) })
    .trim()
    .toLowerCase()
    .min(1, { error: `${field}_required`, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: `${field}_too_long` })
    .refine(isCleanEmail, { error: `${field}_invalid`, abort: true })
    .regex(EMAIL_PATTERN, { error: `${field}_invalid` });
}

interface TextOptions {
  max: number;
  multiLine?: boolean;
}

/** A required, trimmed text of 1..max characters. */
export function requiredText(field: string, { max, multiLine = false }: TextOptions) {
  return z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${field}_required` : `${field}_invalid`) })
    .trim()
    .min(1, { error: `${field}_required`, abort: true })
    .max(max, { error: `${field}_too_long` })
    .refine(isCleanText(multiLine), { error: `${field}_invalid` });
}

/** An optional trimmed text; blank, null or absent all become `null`. */
export function optionalText(field: string, { max, multiLine = false }: TextOptions) {
  return z
    .string({ error: `${field}_invalid` })
    .trim()
    .max(max, { error: `${field}_too_long` })
    .refine(isCleanText(multiLine), { error: `${field}_invalid` })
    .nullish()
    .transform((value) => (value ? value : null));
}

export { HONEYPOT_FIELD } from "./honeypot";

/** Turns zod issues into `{ field: code }`, keeping the first problem of each field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "body");
    fields[key] ??= issue.message;
  }
  return fields;
}
