import { islandMessages, type IslandMessages } from "@/i18n/island-messages";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { formErrorTexts, type FormErrorTextOptions, type FormFieldRules } from "./form-error-texts";
import type { FormErrorTexts } from "./form-errors";
import type { PrivacyNoteText } from "./privacy-note";
import { privacyNoteText } from "./privacy-note-text";

type FormNamespace = "Waitlist" | "ContactForm" | "DemoRequestForm" | "DocsFeedback";

/**
 * What every form island gets: its namespace's strings, the honeypot's label, its privacy line and
 * its error texts (the docs feedback, a form without React in the browser, gets the same).
 */
export interface FormIslandProps<N extends FormNamespace, K extends keyof IslandMessages<N>> {
  messages: IslandMessages<N, K | "privacy">;
  honeypot: string;
  privacy: PrivacyNoteText;
  errors: FormErrorTexts;
}

/**
 * A form island's props in `locale`, computed at build time. `omit` names the namespace's other
 * strings the island does not show or gets compiled (islandCount); the privacy line is always
 * formatted here.
 */
export function formIslandProps<N extends FormNamespace, K extends keyof IslandMessages<N> = never>(
  locale: Locale,
  namespace: N,
  rules: FormFieldRules,
  { omit = [], ...errorOptions }: FormErrorTextOptions & { omit?: readonly K[] } = {},
): FormIslandProps<N, K> {
  return {
    messages: islandMessages(locale, namespace, ["privacy", ...omit] as (K | "privacy")[]),
    honeypot: getTranslator(locale, "Common")("honeypot"),
    privacy: privacyNoteText(locale, namespace),
    errors: formErrorTexts(locale, rules, errorOptions),
  };
}
