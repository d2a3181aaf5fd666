import type { CountMessage } from "./message-template";

/** A parsed message: text, a `{name}` argument, a `{count, plural, …}` with its forms by selector, or `#`. */
type MessagePart = string | { arg: string } | { plural: string; forms: Record<string, MessagePart[]> } | { pound: true };

// Characters after an apostrophe that start a quoted literal in ICU ('{', '}', and '#' in a plural).
const QUOTABLE = new Set(["{", "}", "#", "|"]);

/**
 * Parses the part of ICU MessageFormat an island needs: `{name}` arguments and
 * `{count, plural, =0 {…} one {# …} other {# …}}`, with apostrophe quoting as ICU reads it. Any other
 * argument type, an `offset:` or a plural without `other` throws.
 */
function parseMessage(template: string): MessagePart[] {
  let at = 0;

  const fail = (what: string): never => {
    throw new Error(`${what} at ${at} in ${JSON.stringify(template)}`);
  };
  const skipSpace = () => {
    while (/\s/.test(template[at] ?? "")) at += 1;
  };
  const word = () => {
    skipSpace();
    const start = at;
    while (at < template.length && !/[\s{},]/.test(template[at]!)) at += 1;
    return template.slice(start, at);
  };

  /** Parts up to the `}` that closes them (`nested`) or to the end; `#` is the count only inside a plural. */
  function message(inPlural: boolean, nested: boolean): MessagePart[] {
    const parts: MessagePart[] = [];
    let text = "";
    const flush = () => {
      if (text) parts.push(text);
      text = "";
    };
    while (at < template.length) {
      const char = template[at]!;
      if (char === "}") {
        if (nested) break;
        fail("Unexpected }");
      }
      if (char === "{") {
        flush();
        parts.push(argument());
      } else if (char === "#" && inPlural) {
        flush();
        parts.push({ pound: true });
        at += 1;
      } else if (char === "'" && template[at + 1] === "'") {
        text += "'";
        at += 2;
      } else if (char === "'" && QUOTABLE.has(template[at + 1]!)) {
        const end = template.indexOf("'", at + 1);
        text += template.slice(at + 1, end < 0 ? undefined : end);
        at = end < 0 ? template.length : end + 1;
      } else {
        text += char;
        at += 1;
      }
    }
    if (nested && at >= template.length) fail("Unclosed {");
    flush();
    return parts;
  }

  function argument(): MessagePart {
    at += 1;
    const name = word();
    skipSpace();
    if (template[at] === "}") {
      at += 1;
      return { arg: name };
    }
    if (template[at] !== ",") fail("Expected , or }");
    at += 1;
    if (word() !== "plural") fail("Only plural arguments are supported");
    skipSpace();
    if (template[at] !== ",") fail("Expected ,");
    at += 1;
    const forms: Record<string, MessagePart[]> = {};
    for (;;) {
      skipSpace();
      if (template[at] === "}") break;
      const selector = word();
      if (!selector || selector.startsWith("offset:")) fail("Unsupported plural option");
      skipSpace();
      if (template[at] !== "{") fail("Expected {");
      at += 1;
      forms[selector] = message(true, true);
      at += 1;
    }
    at += 1;
    if (!forms.other) fail(`No other form for ${name}`);
    return { plural: name, forms };
  }

  return message(false, false);
}

/**
 * A message of one plural, compiled on the server for formatCount (message-template.ts): each form's
 * text with the words around the plural, `#` for the count and `{name}` arguments left for
 * fillTemplate, so the browser never parses ICU (as FormatJS's pre-compiled messages spare it).
 * Throws on a message formatCount could not word as ICU does: no plural or two, a plural inside a
 * plural, a `#` meant as text, or the count's own argument outside the plural.
 */
export function compileCount(locale: string, message: string): CountMessage {
  const parts = parseMessage(message);
  const at = parts.findIndex((part) => typeof part === "object" && "plural" in part);
  const plural = parts[at];
  if (!plural || typeof plural !== "object" || !("plural" in plural)) throw new Error(`${JSON.stringify(message)} has no plural`);
  const text = (list: readonly MessagePart[], inPlural: boolean): string =>
    list
      .map((part) => {
        if (typeof part === "string" && !part.includes("#")) return part;
        if (typeof part === "object" && "pound" in part && inPlural) return "#";
        if (typeof part === "object" && "arg" in part && part.arg !== plural.plural) return `{${part.arg}}`;
        throw new Error(`${JSON.stringify(message)} is not one plural formatCount can word`);
      })
      .join("");
  const before = text(parts.slice(0, at), false);
  const after = text(parts.slice(at + 1), false);
  const forms = Object.fromEntries(Object.entries(plural.forms).map(([selector, form]) => [selector, before + text(form, true) + after]));
  return { locale, forms };
}
