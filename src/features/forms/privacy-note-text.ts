import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/lib/locale-path";
import { navTargetPath } from "@/lib/pages";
import type { PrivacyNoteText } from "./privacy-note";

/** A form's privacy line in the page's language: its own sentence, then the link to the privacy page. */
export function privacyNoteText(locale: Locale, form: "Waitlist" | "ContactForm" | "DemoRequestForm"): PrivacyNoteText {
  return {
    text: getTranslator(locale, form)("privacy"),
    link: getTranslator(locale, "Common")("privacyLink"),
    href: localizePath(navTargetPath("privacy"), locale),
  };
}
