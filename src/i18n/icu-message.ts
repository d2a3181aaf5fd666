import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import type { CountMessage } from "./message-template";

/**
 * A message of one plural, compiled on the server for formatCount (message-template.ts): each form's
 * text with the words around the plural, `#` for the count and `{name}` arguments left for
 * fillTemplate, so the browser never parses ICU (as FormatJS's pre-compiled messages spare it). The
 * message is read by FormatJS's own parser, the one use-intl formats it with at build time.
 * Throws on a message formatCount could not word as ICU does: no plural or two, a plural inside a
 * plural, an `offset:` or an ordinal, a `#` meant as text, the count's own argument outside the
 * plural, or any other argument type.
 */
export function compileCount(locale: string, message: string): CountMessage {
  const elements = parse(message);
  const refuse = (): never => {
    throw new Error(`Only plural arguments are supported, one per message, as formatCount words them: ${JSON.stringify(message)}`);
  };
  const at = elements.findIndex((element) => element.type === TYPE.plural);
  const plural = elements[at];
  if (!plural || plural.type !== TYPE.plural || plural.offset !== 0 || plural.pluralType !== "cardinal") return refuse();
  const text = (list: readonly MessageFormatElement[], inPlural: boolean): string =>
    list
      .map((element) => {
        if (element.type === TYPE.literal && !element.value.includes("#")) return element.value;
        if (element.type === TYPE.pound && inPlural) return "#";
        if (element.type === TYPE.argument && element.value !== plural.value) return `{${element.value}}`;
        return refuse();
      })
      .join("");
  const before = text(elements.slice(0, at), false);
  const after = text(elements.slice(at + 1), false);
  const forms = Object.fromEntries(Object.entries(plural.options).map(([selector, option]) => [selector, before + text(option.value, true) + after]));
  return { locale, forms };
}
