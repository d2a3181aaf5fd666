/**
 * Labels that name one module ("Details of {name}") are resolved on the server once, with the
 * placeholder itself as the value, and filled in the island: the browser gets one string per label
 * instead of one per module, and never an ICU formatter.
 */
export function placeholder(name: string): string {
  return `{${name}}`;
}

export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** Values a template takes: text as is, numbers formatted in the locale ("1,000", "1 000"). */
export type TemplateValues = Readonly<Record<string, string | number>>;

// Characters after an apostrophe that start a quoted literal in ICU ('{', '}', and '#' in a plural).
const QUOTABLE = new Set(["{", "}", "#", "|"]);

/**
 * Formats the part of ICU MessageFormat an island needs, without shipping an ICU formatter:
 * `{name}` arguments and `{count, plural, =0 {…} one {# …} other {# …}}`, the form chosen by
 * `Intl.PluralRules` and `#` written by `Intl.NumberFormat`, as the build's formatter
 * (use-intl) does; apostrophe quoting as ICU reads it. An argument without a value is left as
 * written (see placeholder); any other argument type throws.
 */
export function formatTemplate(locale: string, template: string, values: TemplateValues): string {
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
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

  /** Text up to the `}` that closes it (`nested`) or to the end, with `#` as `pound` when in a plural. */
  function message(pound: number | null, nested: boolean): string {
    let out = "";
    while (at < template.length) {
      const char = template[at]!;
      if (char === "}") {
        if (nested) return out;
        fail("Unexpected }");
      }
      if (char === "{") {
        out += argument();
      } else if (char === "#" && pound !== null) {
        out += numbers.format(pound);
        at += 1;
      } else if (char === "'" && template[at + 1] === "'") {
        out += "'";
        at += 2;
      } else if (char === "'" && QUOTABLE.has(template[at + 1]!)) {
        const end = template.indexOf("'", at + 1);
        out += template.slice(at + 1, end < 0 ? undefined : end);
        at = end < 0 ? template.length : end + 1;
      } else {
        out += char;
        at += 1;
      }
    }
    if (nested) fail("Unclosed {");
    return out;
  }

  function argument(): string {
    const start = at;
    at += 1;
    const name = word();
    skipSpace();
    if (template[at] === "}") {
      at += 1;
      const value = values[name];
      if (value === undefined) return template.slice(start, at);
      return typeof value === "number" ? numbers.format(value) : value;
    }
    if (template[at] !== ",") fail("Expected , or }");
    at += 1;
    if (word() !== "plural") fail("Only plural arguments are supported");
    skipSpace();
    if (template[at] !== ",") fail("Expected ,");
    at += 1;
    const count = Number(values[name]);
    if (values[name] === undefined || Number.isNaN(count)) fail(`No count for ${name}`);
    const branches = new Map<string, string>();
    for (;;) {
      skipSpace();
      if (template[at] === "}") break;
      const selector = word();
      if (!selector || selector.startsWith("offset:")) fail("Unsupported plural option");
      skipSpace();
      if (template[at] !== "{") fail("Expected {");
      at += 1;
      branches.set(selector, message(count, true));
      at += 1;
    }
    at += 1;
    const chosen = branches.get(`=${count}`) ?? branches.get(plurals.select(count)) ?? branches.get("other");
    if (chosen === undefined) fail(`No other branch for ${name}`);
    return chosen!;
  }

  return message(null, false);
}

/** An ICU plural message with its locale: what an island needs to word any count (formatCount). */
export interface CountMessage {
  locale: string;
  message: string;
}

/** "3 changes", "Aucun module": the message's form for `count`, by the locale's plural rules. */
export function formatCount(text: CountMessage, count: number): string {
  return formatTemplate(text.locale, text.message, { count });
}
