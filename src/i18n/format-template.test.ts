import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { formatMessage, messagesOf } from "@/i18n/translator";
import { formatTemplate } from "./message-template";

/** Every message of a catalogue, as [key, source]. */
function allMessages(node: unknown, path = ""): [string, string][] {
  if (typeof node === "string") return [[path, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) => allMessages(child, path ? `${path}.${key}` : key));
}

/** The arguments a message takes: its plurals' counts, its other arguments' names. */
function argumentsOf(elements: MessageFormatElement[], found = { plural: new Set<string>(), other: new Set<string>(), unsupported: false }) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      found.plural.add(element.value);
      if (element.offset) found.unsupported = true;
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.argument) found.other.add(element.value);
    else if (element.type !== TYPE.literal && element.type !== TYPE.pound) found.unsupported = true;
  }
  return found;
}

const COUNTS = [0, 1, 2, 3, 5, 21, 100, 1000, 1001, 12345];

describe("formatTemplate", () => {
  it("fills arguments, keeps one without a value, and formats numbers in the locale", () => {
    expect(formatTemplate("en", "Details of {name}", { name: "Next.js" })).toBe("Details of Next.js");
    expect(formatTemplate("en", "{a}, not {b}", { a: "x" })).toBe("x, not {b}");
    expect(formatTemplate("fr", "{count} restants", { count: 1000 })).toBe("1\u202f000 restants");
  });

  it("chooses a plural's form with the locale's rules: in French, 0 and 1 take the singular", () => {
    const message = "{count, plural, =0 {none} one {# result} other {# results}}";
    expect(formatTemplate("en", message, { count: 0 })).toBe("none");
    expect(formatTemplate("en", message, { count: 1 })).toBe("1 result");
    expect(formatTemplate("en", message, { count: 1500 })).toBe("1,500 results");
    const french = "{count, plural, one {# caractère} other {# caractères}}";
    expect(formatTemplate("fr", french, { count: 0 })).toBe("0 caractère");
    expect(formatTemplate("fr", french, { count: 1 })).toBe("1 caractère");
    expect(formatTemplate("fr", french, { count: 2 })).toBe("2 caractères");
  });

  it("reads apostrophes as ICU does, and refuses what it cannot format", () => {
    expect(formatTemplate("en", "the CLI's '{name}' is {name}, it''s", { name: "x" })).toBe("the CLI's {name} is x, it's");
    expect(() => formatTemplate("en", "{n, number}", { n: 1 })).toThrow();
    expect(() => formatTemplate("en", "{n, plural, one {#}}", {})).toThrow();
    expect(() => formatTemplate("en", "{n, plural, one {#", { n: 1 })).toThrow();
  });

  it.each(locales)("writes every plural message of the %s catalogue as the build's ICU formatter does", (locale) => {
    let checked = 0;
    for (const [key, source] of allMessages(messagesOf(locale))) {
      const args = argumentsOf(parse(source));
      if (args.plural.size === 0 || args.unsupported) continue;
      for (const count of COUNTS) {
        const values = Object.fromEntries([...args.other].map((name) => [name, `<${name}>`]));
        for (const name of args.plural) values[name] = count as never;
        expect(formatTemplate(locale, source, values), `${key} with ${count}`).toBe(formatMessage(locale, source, values));
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });
});
