import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { DEMO_REQUEST_LIMITS } from "./client-validation";
import type { DemoRequestFormLabels } from "./demo-request-form";

/** The demo-request island's props: its translated strings, computed at build time (no catalogue ships). */
export function demoRequestFormProps(locale: Locale): { labels: DemoRequestFormLabels } {
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
      fieldErrors: {
        email_required: t("errors.emailRequired"),
        email_invalid: t("errors.emailInvalid"),
        email_too_long: t("errors.emailTooLong"),
        company_required: t("errors.companyRequired"),
        company_invalid: t("errors.companyInvalid"),
        company_too_long: t("errors.companyTooLong", { max: DEMO_REQUEST_LIMITS.company }),
        message_invalid: t("errors.messageInvalid"),
        message_too_long: t("errors.messageTooLong", { max: DEMO_REQUEST_LIMITS.message }),
      },
      formErrors: {
        rate_limited: t("errors.rateLimited"),
        unavailable: t("errors.unavailable"),
        network: t("errors.network"),
        generic: t("errors.generic"),
      },
    },
  };
}
