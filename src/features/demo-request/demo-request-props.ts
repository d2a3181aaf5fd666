import { formErrorTexts } from "@/features/forms/form-error-texts";
import { privacyNoteText } from "@/features/forms/privacy-note-text";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { DemoRequestFormProps } from "./demo-request-form";
import { DEMO_REQUEST_LIMITS } from "@/domain/forms/demo-request";

/** The demo-request island's props: its translated strings, computed at build time (no catalogue ships). */
export function demoRequestFormProps(locale: Locale): DemoRequestFormProps {
  const t = getTranslator(locale, "DemoRequestForm");
  return {
    labels: {
      email: t("email"),
      emailPlaceholder: t("emailPlaceholder"),
      company: t("company"),
      companyPlaceholder: t("companyPlaceholder"),
      message: t("message"),
      optional: t("optional"),
      required: t("required"),
      messagePlaceholder: t("messagePlaceholder"),
      submit: t("submit"),
      submitting: t("submitting"),
      successTitle: t("successTitle"),
      successBody: t("successBody"),
      honeypot: getTranslator(locale, "Common")("honeypot"),
    },
    privacy: privacyNoteText(locale, "DemoRequestForm"),
    errors: formErrorTexts(locale, {
      email: { required: true },
      company: { required: true, max: DEMO_REQUEST_LIMITS.company },
      message: { required: false, max: DEMO_REQUEST_LIMITS.message },
    }),
  };
}
