import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { ContactDialogProps } from "./contact-dialog";

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
      honeypot: t("honeypot"),
      nameRequired: t("validation.nameRequired"),
      emailRequired: t("validation.emailRequired"),
      emailInvalid: t("validation.emailInvalid"),
      messageRequired: t("validation.messageRequired"),
      tooLong: t("validation.tooLong"),
      error: t("error"),
      rateLimited: t("rateLimited"),
    },
  };
}
