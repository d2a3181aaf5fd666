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

/**
 * An ICU plural message compiled on the server (compileCount, icu-message.ts) for the browser: its
 * text for each plural form (`=0`, `one`, `other`…), with `#` where the count goes. An island words
 * any count with it, and gets neither a table of every count nor an ICU parser.
 */
export interface CountMessage {
  locale: string;
  forms: Record<string, string>;
}

// Made once per locale: building one costs far more than using it.
const pluralRules: Record<string, Intl.PluralRules> = {};
const numberFormats: Record<string, Intl.NumberFormat> = {};

/**
 * How a count is written. Below 1,000 both of the site's locales (routing.ts) write the plain digits,
 * so no number formatter is built: a page's first Intl.NumberFormat loads the locale's number data,
 * 50-120 ms on a phone-class CPU (4x slower), which the composer's first click would wait for.
 */
function countText(locale: string, count: number): string {
  if (Number.isInteger(count) && count >= 0 && count < 1000) return String(count);
  return (numberFormats[locale] ??= new Intl.NumberFormat(locale)).format(count);
}

/**
 * "3 changes", "Aucun module": the form ICU MessageFormat chooses (an exact `=n`, then the locale's
 * `Intl.PluralRules`, then `other`), its `#` written as `Intl.NumberFormat` writes it.
 */
export function formatCount({ locale, forms }: CountMessage, count: number): string {
  const rules = (pluralRules[locale] ??= new Intl.PluralRules(locale));
  const form = forms[`=${count}`] ?? forms[rules.select(count)] ?? forms.other!;
  return form.replaceAll("#", countText(locale, count));
}
