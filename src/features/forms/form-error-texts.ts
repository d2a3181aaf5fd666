import { islandCount, islandMessages } from "@/i18n/island-messages";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { ApiErrorCode } from "@/domain/forms/api-errors";
import type { FormErrorTexts } from "./form-errors";

/**
 * The fields the site's forms have; each has an invalid and a too-long text, and a required text
 * unless it is always optional (`OptionalField`).
 */
export type FormField = "email" | "name" | "company" | "message" | "comment";
/** The docs feedback's comment: no form requires it, and it has no required text. */
type OptionalField = "comment";

export interface FieldRules {
  /** The field may not be left blank. */
  required: boolean;
  /** Its maximum length, named in the too-long text (the email's is fixed and not named). */
  max?: number;
}

/** Each field's rules; an always-optional field cannot be marked required. */
export type FormFieldRules = { [F in FormField]?: F extends OptionalField ? FieldRules & { required: false } : FieldRules };

/** API codes a visitor can act on; every other refusal shows the form's `failed` text. */
const CODES_WITH_TEXT = ["rate_limited", "unavailable", "payload_too_large", "request_timeout", "body_incomplete"] as const satisfies readonly ApiErrorCode[];

export interface FormErrorTextOptions {
  /** Overrides FormErrors.generic (the waitlist keeps texts of its own). */
  failed?: string;
  /** Overrides FormErrors.network. */
  network?: string;
}

/** A form's error texts in `locale`, for its fields' codes only (the island gets no more than it can show). */
export function formErrorTexts(locale: Locale, fields: FormFieldRules, options: FormErrorTextOptions = {}): FormErrorTexts {
  const t = getTranslator(locale, "FormErrors");
  const texts: FormErrorTexts = {
    fields: {},
    codes: Object.fromEntries(CODES_WITH_TEXT.map((code) => [code, t(`codes.${code}`)])),
    failed: options.failed ?? t("generic"),
    network: options.network ?? t("network"),
    retry: {
      ...islandMessages(locale, "FormErrors.retry", ["seconds", "minutes", "hours"]),
      seconds: islandCount(locale, "FormErrors.retry", "seconds"),
      minutes: islandCount(locale, "FormErrors.retry", "minutes"),
      hours: islandCount(locale, "FormErrors.retry", "hours"),
    },
  };
  for (const [field, rules] of Object.entries(fields) as [FormField, FieldRules][]) {
    if (rules.required) texts.fields[`${field}_required`] = t(`fields.${field as Exclude<FormField, OptionalField>}_required`);
    texts.fields[`${field}_invalid`] = t(`fields.${field}_invalid`);
    texts.fields[`${field}_too_long`] = field === "email" ? t("fields.email_too_long") : t(`fields.${field}_too_long`, { max: rules.max ?? 0 });
  }
  return texts;
}
