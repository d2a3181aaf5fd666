import { formErrorTexts } from "@/features/forms/form-error-texts";
import { privacyNoteText } from "@/features/forms/privacy-note-text";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { WaitlistFormProps } from "./waitlist-form";

/** The waitlist island's props: the sign-up's language and the form's strings in it. */
export function waitlistFormProps(locale: Locale): WaitlistFormProps {
  const t = getTranslator(locale, "Waitlist");
  return {
    language: locale,
    labels: {
      emailLabel: t("emailLabel"),
      placeholder: t("placeholder"),
      submit: t("submit"),
      submitting: t("submitting"),
      success: t("success"),
      alreadyExists: t("alreadyExists"),
      welcomeTitle: t("welcomeTitle"),
      welcomeBody: t("welcomeBody"),
      positionLabel: t("positionLabel"),
      noPosition: t("noPosition"),
      honeypot: getTranslator(locale, "Common")("honeypot"),
    },
    privacy: privacyNoteText(locale, "Waitlist"),
    // The waitlist has failure texts of its own: one for an answer, one for none.
    errors: formErrorTexts(locale, { email: { required: true } }, { failed: t("failed"), network: t("error") }),
  };
}
