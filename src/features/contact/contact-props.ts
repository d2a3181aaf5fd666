import { formErrorTexts } from "@/features/forms/form-error-texts";
import { privacyNoteText } from "@/features/forms/privacy-note-text";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { ContactDialogProps } from "./contact-dialog";
import { CONTACT_LIMITS } from "@/domain/forms/contact";

/** The contact dialog island's strings, in the page's language. */
export function contactDialogProps(locale: Locale): ContactDialogProps {
  const t = getTranslator(locale, "ContactForm");
  const tCommon = getTranslator(locale, "Common");
  return {
    label: getTranslator(locale, "Landing.faq")("contactButton"),
    labels: {
      title: t("title"),
      description: t("description"),
      name: t("name"),
      email: t("email"),
      company: t("company"),
      optional: t("optional"),
      message: t("message"),
      submit: t("submit"),
      submitting: t("submitting"),
      successTitle: t("successTitle"),
      successBody: t("successBody"),
      close: t("sendAnother"),
      closeLabel: tCommon("close"),
      honeypot: tCommon("honeypot"),
    },
    privacy: privacyNoteText(locale, "ContactForm"),
    errors: formErrorTexts(locale, {
      name: { required: true, max: CONTACT_LIMITS.name },
      email: { required: true },
      company: { required: false, max: CONTACT_LIMITS.company },
      message: { required: true, max: CONTACT_LIMITS.message },
    }),
  };
}
