/**
 * An ICU plural message compiled on the server (compileCount, icu-message.ts) for the browser: its
 * text for each plural form (`=0`, `one`, `other`…), with `#` where the count goes. An island words
 * any count with it, and gets neither a table of every count nor an ICU parser.
 */
export interface CountMessage {
  locale: string;
  forms: Record<string, string>;
}

/**
 * "3 changes", "Aucun module": the form ICU MessageFormat chooses (an exact `=n`, then the locale's
 * `Intl.PluralRules`, then `other`), its `#` written by `Intl.NumberFormat`.
 */
export function formatCount({ locale, forms }: CountMessage, count: number): string {
  const form = forms[`=${count}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other!;
  return form.replaceAll("#", new Intl.NumberFormat(locale).format(count));
}
