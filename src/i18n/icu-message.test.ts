import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { formatMessage, messagesOf } from "@/i18n/translator";
import { formatCount } from "./message-template";
import { compileCount } from "./icu-message";

/** Every message of a catalogue, as [key, source]. */
function allMessages(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => allMessages(child, path ? `${path}.${key}` : key));
}

/** The arguments a message takes: its plurals' counts, its other arguments' names. */
function argumentsOf(elements: MessageFormatElement[], found = { plural: new Set<string>(), other: new Set<string>() }) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      found.plural.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.argument) found.other.add(element.value);
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 5, 21, 100, 999, 1000, 1001, 12345];

/** The message compiled, or null where compileCount refuses it. */
function compiled(locale: string, source: string) {
  try {
    return compileCount(locale, source);
  } catch {
    return null;
  }
}

describe("compileCount", () => {
  it("chooses a plural's form with the locale's rules: an exact =0 first; in French, 0 and 1 take the singular", () => {
    const message = "{count, plural, =0 {none} one {# result} other {# results}}";
    expect(formatCount(compileCount("en", message), 0)).toBe("none");
    expect(formatCount(compileCount("en", message), 1)).toBe("1 result");
    expect(formatCount(compileCount("en", message), 1500)).toBe("1,500 results");
    const french = compileCount("fr", "{count, plural, one {# caractère} other {# caractères}}");
    expect([0, 1, 2, 1000].map((count) => formatCount(french, count))).toEqual(["0 caractère", "1 caractère", "2 caractères", "1\u202f000 caractères"]);
  });

  it("keeps the words around the plural, its other arguments for fillTemplate, and reads apostrophes as ICU does", () => {
    const message = compileCount("en", "In {page}: {count, plural, one {# hit} other {# hits}}, the CLI's '{'list'}'");
    expect(message.forms).toEqual({ one: "In {page}: # hit, the CLI's {list}", other: "In {page}: # hits, the CLI's {list}" });
  });

  it("refuses what formatCount could not word as ICU does", () => {
    for (const message of [
      "No plural at all",
      "{n, number}",
      "{a, plural, other {#}} and {b, plural, other {#}}",
      "{a, plural, other {{b, plural, other {#}}}}",
      "{count, plural, one {#} other {# '#'}}",
      "Item '#'1: {count, plural, other {#}}",
      "{count} of {count, plural, other {#}}",
      "{count, plural, one {# item}}",
      "{count, plural, one {#",
    ]) {
      expect(() => compileCount("en", message), message).toThrow();
    }
  });

  it.each(locales)("words every plural the %s catalogue sends to an island as the build's ICU formatter does", (locale) => {
    let checked = 0;
    for (const [key, source] of allMessages(messagesOf(locale))) {
      const message = compiled(locale, source);
      if (message === null) continue;
      const args = argumentsOf(parse(source));
      const [count] = [...args.plural];
      for (const value of COUNTS) {
        const values = Object.fromEntries([...args.other].map((name) => [name, `{${name}}`]));
        expect(formatCount(message, value), `${key} with ${value}`).toBe(formatMessage(locale, source, { ...values, [count!]: value }));
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
