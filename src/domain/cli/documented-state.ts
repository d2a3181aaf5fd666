/**
 * The one state of the CLI the site documents, "state B" (facts/CLI-FACTS.md §8, source R3): the CLI
 * at cli@0ff82950 built with the marketplace at marketplace@cdc304e and the types at types@dbb834a,
 * the one state that can be built today and generates the site's catalogue. Commands and flags in
 * commands.ts are this state's, pasted from its `--help` (recorded in facts/cli-runs.json's
 * commands by scripts/check-cli.ts, which runs only against these commits). Every page that names the documented state (the
 * installation page, the docs home, the Versions and Status pages, the CLI page) reads it here.
 */
export const CLI_DOCUMENTED_STATE = {
  source: "R3",
  /** The CLI's commit and date, the state's name where one commit is enough ("cli@0ff82950"). */
  commit: "0ff82950",
  date: "2025-10-02",
  cli: { repo: "cli", commit: "0ff82950", date: "2025-10-02" },
  marketplace: { repo: "marketplace", commit: "cdc304e", date: "2025-10-01", version: "1.9.1" },
  types: { repo: "types", commit: "dbb834a", date: "2025-10-01", version: "1.10.0" },
} as const;

export type DocumentedStatePart = "cli" | "marketplace" | "types";
export const documentedStateParts = ["cli", "marketplace", "types"] as const satisfies readonly DocumentedStatePart[];

/**
 * A date of the state as a reader writes it, kept on one line: "October 2, 2025", "2 octobre 2025".
 * The CLI's by default; the marketplace's and the types' are a day earlier.
 */
export function documentedStateDate(locale: string, part: DocumentedStatePart = "cli"): string {
  const date = new Date(`${CLI_DOCUMENTED_STATE[part].date}T00:00:00Z`);
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date).replace(/ /g, "\u00a0");
}

/** `cli@0ff82950`: a part of the state as the facts name it. */
export function documentedStateCommit(part: DocumentedStatePart = "cli"): string {
  const { repo, commit } = CLI_DOCUMENTED_STATE[part];
  return `${repo}@${commit}`;
}
