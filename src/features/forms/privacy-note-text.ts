import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { retentionDaysAtBuild } from "@/lib/data-retention";
import { localizePath } from "@/i18n/locale-path";
import { navTargetPath } from "@/lib/pages";
import type { PrivacyNoteText } from "./privacy-note";

/**
 * A form's privacy line in the page's language: its own sentence, then the link to the privacy
 * page. Messages, demo requests and docs feedback say how long they are kept: the period the
 * privacy page states and the server purges by (src/lib/data-retention.ts).
 */
export function privacyNoteText(locale: Locale, form: "Waitlist" | "ContactForm" | "DemoRequestForm" | "DocsFeedback"): PrivacyNoteText {
  return {
    text: form === "Waitlist" ? getTranslator(locale, form)("privacy") : getTranslator(locale, form)("privacy", { days: retentionDaysAtBuild() }),
    link: getTranslator(locale, "Common")("privacyLink"),
    href: localizePath(navTargetPath("privacy"), locale),
  };
}
