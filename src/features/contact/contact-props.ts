import { formIslandProps, type FormIslandProps } from "@/features/forms/form-island-props";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { CONTACT_LIMITS } from "@/domain/forms/contact";

export interface ContactDialogProps extends FormIslandProps<"ContactForm", never> {
  /** The button's text. */
  label: string;
  /** The dialog's close button's accessible name. */
  closeLabel: string;
}

/** The contact dialog island's strings, in the page's language. */
export function contactDialogProps(locale: Locale): ContactDialogProps {
  return {
    label: getTranslator(locale, "Landing.faq")("contactButton"),
    closeLabel: getTranslator(locale, "Common")("close"),
    ...formIslandProps(locale, "ContactForm", {
      name: { required: true, max: CONTACT_LIMITS.name },
      email: { required: true },
      company: { required: false, max: CONTACT_LIMITS.company },
      message: { required: true, max: CONTACT_LIMITS.message },
    }),
  };
}
