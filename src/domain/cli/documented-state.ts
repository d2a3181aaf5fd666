/**
 * The one state of the CLI the site documents: the last commit of its first generation
 * (facts/CLI-FACTS.md, source C6). Commands and flags in commands.ts are this commit's.
 */
export const CLI_DOCUMENTED_STATE = { source: "C6", commit: "a18a9789", date: "2025-10-16" } as const;

/** The state's date as a reader writes it, kept on one line: "October 16, 2025", "16 octobre 2025". */
export function documentedStateDate(locale: string): string {
  const date = new Date(`${CLI_DOCUMENTED_STATE.date}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date).replace(/ /g, "\u00a0");
}
