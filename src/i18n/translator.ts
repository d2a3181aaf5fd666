import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "use-intl/core";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import type { Locale } from "./routing";

export type Messages = typeof en;
const catalogs: Record<Locale, Messages> = { en, fr };

export type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;

/** Every message of a locale, as the message file writes it (ICU source, not formatted). */
export function messagesOf(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * The build-time translator: ICU messages of one locale, optionally scoped to a namespace. It runs
 * while pages are prerendered (and in endpoints); no message catalogue ever reaches the browser.
 */
export function getTranslator<N extends Namespace = never>(locale: Locale, namespace?: N) {
  return createTranslator({ locale, messages: catalogs[locale], namespace });
}

/** Values an ICU message outside the catalogues takes: counts as numbers, anything else as text. */
export type MessageValues = Record<string, string | number>;

/**
 * Formats one ICU message that is not in the catalogues (the long documents' content, whose text
 * lives in src/content/documents), with the catalogues' own formatter. A malformed message or a
 * missing value throws, so a broken placeholder fails the build instead of printing a fallback.
 */
export function formatMessage(locale: Locale, message: string, values?: MessageValues): string {
  const t = createTranslator({
    locale,
    messages: { message },
    onError: (error) => {
      throw error;
    },
  });
  return t("message", values);
}
