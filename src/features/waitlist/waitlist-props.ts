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
      welcomeTitle: t("welcomeTitle"),
      welcomeBody: t("welcomeBody"),
      positionLabel: t("positionLabel"),
      noPosition: t("noPosition"),
      privacy: t("privacy"),
      honeypot: t("honeypot"),
      emailRequired: t("validation.emailRequired"),
      emailInvalid: t("validation.emailInvalid"),
      emailTooLong: t("codes.emailTooLong"),
      alreadyExists: t("alreadyExists"),
      failed: t("failed"),
      error: t("error"),
      rateLimited: t("codes.rateLimited"),
      unavailable: t("codes.unavailable"),
    },
  };
}
