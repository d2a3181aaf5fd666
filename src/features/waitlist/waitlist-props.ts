import { formIslandProps, type FormIslandProps } from "@/features/forms/form-island-props";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { WAITLIST_LANGUAGES } from "@/domain/forms/waitlist";

export interface WaitlistFormProps extends FormIslandProps<"Waitlist", "failed" | "error"> {
  /** The sign-up's language: the page's. */
  language: (typeof WAITLIST_LANGUAGES)[number];
}

/** The waitlist island's props: the sign-up's language and the form's strings in it. */
export function waitlistFormProps(locale: Locale): WaitlistFormProps {
  const t = getTranslator(locale, "Waitlist");
  return {
    language: locale,
    // The waitlist has failure texts of its own, one for an answer, one for none: they come as error texts.
    ...formIslandProps(locale, "Waitlist", { email: { required: true } }, { failed: t("failed"), network: t("error"), omit: ["failed", "error"] }),
  };
}
