import { z } from "zod";
import { characterCount } from "./character-count";
import { EMAIL_MAX_LENGTH, hasValidLocalLength, isValidEmail, normalizeEmail } from "./email";

export { EMAIL_LOCAL_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN, normalizeEmail } from "./email";

// Refused in every field: C0 controls and DEL (they break CSV exports and terminals, and
// PostgreSQL refuses NUL in text) and C1 controls (U+0080-U+009F, never typed by a person).
// Single-line fields also refuse every line break, U+2028 and U+2029 included (they end a line
// in JavaScript and in many editors, so a "one-line" name would show as two); multi-line fields
// keep tab, line feed and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

// Format characters (Unicode category Cf) draw nothing: zero-width spaces, word joiners, soft
// hyphens, bidi controls that make stored text display in another order than it reads, tag
// characters (U+E0000 block) that carry hidden ASCII. All are refused in every field, except
// the zero-width joiner that binds two emoji into one (a technologist, the rainbow flag), which people type.
const FORMAT = /\p{Cf}/u;
const EMOJI_JOINER = /(?<=[\p{Extended_Pictographic}\p{Emoji_Modifier}]\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

/** Whether `value` holds a format character other than a joiner inside an emoji sequence. */
export function hasInvisibleFormat(value: string): boolean {
  return FORMAT.test(value.replace(EMOJI_JOINER, ""));
}

const isCleanText = (multiLine: boolean) => (value: string) =>
  value.isWellFormed() && !(multiLine ? FORBIDDEN_MULTI_LINE : FORBIDDEN_SINGLE_LINE).test(value) && !hasInvisibleFormat(value);

/** Missing or null: `<field>_required`; any other wrong type: `<field>_invalid`. */
const typeError = (field: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${field}_required` : `${field}_invalid`;

/**
 * Normalised before any check (see `normalizeEmail`), as the forms send it and the store keys it:
 * the variants of one address are one address.
 */
export function emailField(field = "email") {
  return z
    .string({ error: typeError(field) })
    .overwrite(normalizeEmail)
    .min(1, { error: `${field}_required`, abort: true })
    .max(EMAIL_MAX_LENGTH, { error: `${field}_too_long`, abort: true })
    .refine(hasValidLocalLength, { error: `${field}_too_long`, abort: true })
    .refine(isCleanText(false), { error: `${field}_invalid`, abort: true })
    .refine(isValidEmail, { error: `${field}_invalid` });
}

interface TextOptions {
  max: number;
  multiLine?: boolean;
}

/** A required, trimmed text of 1..max characters. */
export function requiredText(field: string, { max, multiLine = false }: TextOptions) {
  return z
    .string({ error: typeError(field) })
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

/**
 * An optional text stored in NFC and trimmed, of at most `max` characters as a person counts them
 * (see characterCount: the count a form's counter shows); blank, null or absent all become `null`.
 */
export function optionalCountedText(field: string, { max, multiLine = false }: TextOptions) {
  return z
    .string({ error: `${field}_invalid` })
    .overwrite((value) => value.normalize("NFC").trim())
    .refine((value) => characterCount(value) <= max, { error: `${field}_too_long` })
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
