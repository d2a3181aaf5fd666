import type { CatalogFacts } from "@/domain/genome/catalog-facts";
import type { Locale } from "@/i18n/routing";
import { formatMessage, type MessageValues } from "@/i18n/translator";

/** Keys whose values name things (a stat, a block's kind, a figure) rather than say them. */
const IDENTIFIER_KEYS: ReadonlySet<string> = new Set(["id", "kind", "figure"]);

function fillStrings(value: unknown, format: (message: string) => string): unknown {
  if (typeof value === "string") return format(value);
  if (Array.isArray(value)) return value.map((item) => fillStrings(item, format));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, IDENTIFIER_KEYS.has(key) ? item : fillStrings(item, format)]),
    );
  }
  return value;
}

/**
 * A document's text is ICU messages whose values are the catalogue's figures, so `{moduleCount}`
 * is counted when the page is built, never typed. `format` takes further values (a layer's index,
 * a count); `fill` formats every text of a value, keeping its shape.
 */
export function documentMessages(locale: Locale, facts: CatalogFacts) {
  const format = (message: string, values?: MessageValues) => formatMessage(locale, message, { ...facts, ...values });
  const fill = <T>(value: T): T => fillStrings(value, (message) => format(message)) as T;
  return { format, fill };
}
