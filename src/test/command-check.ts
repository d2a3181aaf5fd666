import { cliCommands, type CliArgument, type CliCommand, type CliFlag } from "@/domain/cli/commands";
import { OPTIONS_PLACEHOLDER, SUBCOMMAND_PLACEHOLDER } from "@/domain/cli/usage";
import { CLI_BINARIES } from "@/domain/cli/package";

/** The program's own options, before any command: `architech --version` prints 1.0.0. */
const cliProgramFlags: readonly CliFlag[] = [
  { long: "--version", short: "-V" },
  { long: "--help", short: "-h" },
];

/** The option every command and subcommand also takes: `architech new --help`. */
export const cliHelpFlag: CliFlag = { long: "--help", short: "-h" };

/** Where one shell command ends and the next begins (`architech new ... && cd my-app`). */
const COMMAND_END = new Set(["&&", "||", "|", ";"]);

/** A value the page fills in or a reader replaces: `<file>`, `[project-name]`, `{file}`, `${file}`. */
function isPlaceholder(token: string): boolean {
  return /^(<[^>]+>|\[[^\]]+\]|\{[^}]+\}|\$\{[^}]+\})$/.test(token);
}

/** The command a word names: its name, its alias (`mp`), or both as a usage line writes them (`marketplace|mp`). */
function commandNamed(word: string | undefined): CliCommand | undefined {
  return (cliCommands as readonly CliCommand[]).find(
    (command) => word === command.name || (command.alias !== undefined && (word === command.alias || word === `${command.name}|${command.alias}`)),
  );
}

function flagNamed(flags: readonly CliFlag[], token: string): CliFlag | undefined {
  return flags.find((flag) => flag.long === token || flag.short === token);
}

interface Parsed {
  /** `marketplace install`: what the problems name. */
  label: string;
  expected: readonly CliArgument[];
  flags: readonly CliFlag[];
  rest: readonly string[];
}

/** The command's own words, or its subcommand's: what a run after the command's name is checked against. */
function target(command: CliCommand, words: readonly string[]): Parsed | string {
  if (command.subcommands.length === 0) return { label: command.name, expected: command.arguments, flags: command.flags, rest: words };
  const [first, ...after] = words;
  if (first === SUBCOMMAND_PLACEHOLDER || first === OPTIONS_PLACEHOLDER) return { label: command.name, expected: [], flags: [], rest: after.filter((word) => word !== SUBCOMMAND_PLACEHOLDER) };
  if (first === "--help" || first === "-h") return { label: command.name, expected: [], flags: [], rest: after };
  const subcommand = command.subcommands.find((candidate) => candidate.name === first);
  if (!subcommand) return `\`${command.name}\` has no subcommand ${first ?? "(none given)"}`;
  return { label: `${command.name} ${subcommand.name}`, expected: subcommand.arguments, flags: subcommand.flags, rest: after };
}

/** What is wrong with the arguments and flags of a run of a command; empty when they fit the table. */
function argumentProblems(command: CliCommand, words: readonly string[]): string[] {
  const parsed = target(command, words);
  if (typeof parsed === "string") return [parsed];
  const { label, expected, flags, rest } = parsed;
  const problems: string[] = [];
  const positional: string[] = [];
  let help = false;
  for (let index = 0; index < rest.length; index++) {
    const word = rest[index]!;
    if (word === OPTIONS_PLACEHOLDER) continue;
    // `[--force]`: an optional flag, as a usage line writes it.
    const bare = /^\[(-[^\]\s]+)\]$/.exec(word)?.[1] ?? word;
    if (!bare.startsWith("-")) {
      positional.push(word);
      continue;
    }
    const [name, inlineValue] = bare.split("=", 2) as [string, string | undefined];
    const flag = flagNamed(flags, name) ?? flagNamed([cliHelpFlag], name);
    if (!flag) {
      problems.push(`\`${label}\` has no ${name} flag`);
      continue;
    }
    if (flag === cliHelpFlag) help = true;
    if (!flag.value) {
      if (inlineValue !== undefined) problems.push(`${name} takes no value`);
      continue;
    }
    const value = inlineValue ?? rest[++index];
    if (value === undefined || value.startsWith("-")) {
      problems.push(`${name} needs a value (<${flag.value}>)`);
      continue;
    }
    const unwrapped = value.replace(/^\[(.*)\]$/, "$1");
    if (flag.choices && !isPlaceholder(unwrapped) && !flag.choices.includes(unwrapped)) {
      problems.push(`${name} takes ${flag.choices.join(", ")}, not ${value}`);
    }
  }
  if (positional.length > expected.length) {
    problems.push(`\`${label}\` takes ${expected.length} argument(s), given ${positional.join(" ")}`);
  }
  // `--help` prints the help whatever else is missing.
  const required = expected.filter((argument) => argument.required).length;
  if (!help && positional.length < required) problems.push(`\`${label}\` needs ${expected.map((argument) => `<${argument.name}>`).join(" ")}`);
  return problems;
}

/** What state B prints instead of doing the work, for a command that does not do it (facts/cli-runs/state-b-*.out.txt). */
const NOT_DONE: Record<Exclude<CliCommand["availability"], "available">, string> = {
  "not-implemented": "it prints that it is a V2 feature not yet implemented",
  disabled: "it prints that the marketplace is temporarily disabled",
};

export interface CliCheckOptions {
  /**
   * Also a problem: a command that does not do its work at state B (`add`, `scale`,
   * `marketplace`). For texts that offer a command to run; the CLI reference shows them all.
   */
  working?: boolean;
}

/** The binary and the words of one shell command, up to where the next begins. */
function split(run: string): { binary: string | undefined; rest: string[] } {
  const words = run.trim().split(/\s+/);
  const end = words.findIndex((word) => COMMAND_END.has(word));
  const [binary, ...rest] = end === -1 ? words : words.slice(0, end);
  return { binary, rest };
}

/**
 * What is wrong with a shell command that runs the CLI, against state B's table; empty when it
 * starts with one of the CLI's binaries and names a command it has, with flags that command has,
 * values they take and the arguments it needs.
 */
export function cliCommandProblems(run: string, { working = false }: CliCheckOptions = {}): string[] {
  const { binary, rest } = split(run);
  if (!(CLI_BINARIES as readonly (string | undefined)[]).includes(binary)) return [`does not start with ${CLI_BINARIES.join(" or ")}`];
  // `architech --version`, `architech --help`: the program's own options, before any command.
  if (rest.length > 0 && rest.every((word) => word.startsWith("-"))) {
    return rest.filter((word) => !flagNamed(cliProgramFlags, word)).map((word) => `${binary} has no program option ${word}`);
  }
  const found = commandNamed(rest[0]);
  if (!found) return [`no command ${rest[0] ?? "(none given)"} at state B`];
  const problems = argumentProblems(found, rest.slice(1));
  if (working && found.availability !== "available") problems.unshift(`${found.name} does not do its work at state B: ${NOT_DONE[found.availability]}`);
  return problems;
}

/**
 * The same for a run named in prose or inline code: a command's bare name (`architech add`,
 * `architech marketplace install`) mentions the command rather than runs it, so it only has to
 * exist; anything more is checked as a run.
 */
export function cliMentionProblems(run: string, options: CliCheckOptions = {}): string[] {
  const { binary, rest } = split(run);
  const command = commandNamed(rest[0]);
  const bare = command !== undefined && (rest.length === 1 || (rest.length === 2 && command.subcommands.some((subcommand) => subcommand.name === rest[1])));
  if (bare && (CLI_BINARIES as readonly (string | undefined)[]).includes(binary)) {
    return options.working && command.availability !== "available" ? [`${command.name} does not do its work at state B: ${NOT_DONE[command.availability]}`] : [];
  }
  return cliCommandProblems(run, options);
}

/** A word a run of the CLI can hold: lowercase, a path, a flag, a placeholder or an operator; prose starts with a capital or ends a sentence. */
const COMMAND_WORD = String.raw`[a-z0-9<[{$~./&|;-][^\s\`"'“”«»,!?)]*`;
// A Markdown link's text (`[architech new](…)`, a docs page's title in llms.txt) names a page, not a run.
const BINARY = `(?:${[...CLI_BINARIES].sort((a, b) => b.length - a.length).join("|")})`;
const RUN = new RegExp(String.raw`(?<![\w@./[-])(${BINARY})(?![\w-])((?:[ \u00a0]+${COMMAND_WORD})*)`, "g");

/** A run ends with its sentence: at a word that ends in a full stop or a colon, which is not part of it. */
function untilSentenceEnd(words: readonly string[]): string[] {
  const last = words.findIndex((word) => /[.:]$/.test(word));
  return last === -1 ? [...words] : [...words.slice(0, last), words[last]!.slice(0, -1)];
}

/**
 * Every run of the CLI in a text (prose, Markdown, a page's words): a binary and the words
 * after it that can belong to a command, up to the first that cannot (a capital, a comma, a
 * quote) or the end of the sentence.
 */
export function cliRunsIn(text: string): string[] {
  return [...text.matchAll(RUN)].map((match) => untilSentenceEnd(`${match[1]}${match[2] ?? ""}`.split(/[ \u00a0]+/)).join(" "));
}
