/**
 * The CLI of state B runs a genome file by pasting it into a shell command, `tsx -e "<file>"`
 * (facts/CLI-FACTS.md §8, "Genome rules (R3)"): inside those double quotes the shell reads `"`,
 * `$`, a backtick and a backslash itself, so a file holding one fails (`Transform failed …`) or
 * runs something else. A genome file holds none of them, whatever a visitor typed.
 */
const SHELL_SPECIAL = /["$`\\]/;

/** Control characters (line breaks and tabs among them): a single-quoted string cannot hold a raw line break. */
// eslint-disable-next-line no-control-regex -- these are exactly the characters the rule replaces
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Text as a genome file can hold it. The rule, applied to every string the site writes into a
 * genome (descriptions, names, parameter values): a double quote or a backtick becomes a single
 * quote (which the file escapes as `\'`, left alone by the shell), a backslash becomes a slash, a
 * `$` is dropped, and a line break, a tab or any other control character becomes a space. Text
 * without these characters is unchanged, and the rule gives the same text when applied twice.
 */
export function genomeSafeText(text: string): string {
  return text.replace(/["`]/g, "'").replace(/\\/g, "/").replace(/\$/g, "").replace(new RegExp(CONTROL.source, "g"), " ");
}

/** Whether a genome file can hold a text as it is (the rule above changes nothing). */
export function isGenomeSafeText(text: string): boolean {
  return !SHELL_SPECIAL.test(text) && !CONTROL.test(text);
}
