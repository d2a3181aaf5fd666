import { cliCommands, cliGlobalFlags, isExisting, type CliCommand, type CliFlag, type ExistingCliCommand } from "./commands";
import { OPTIONS_PLACEHOLDER, SUBCOMMAND_PLACEHOLDER } from "./usage";
import { CLI_BINARY } from "./package";

/** Where one shell command ends and the next begins (`architech new ... && cd my-app`). */
const COMMAND_END = new Set(["&&", "||", "|", ";"]);

/** A value the page fills in or a reader replaces: `<file>`, `[project-name]`, `{file}`, `${file}`. */
function isPlaceholder(token: string): boolean {
  return /^(<[^>]+>|\[[^\]]+\]|\{[^}]+\}|\$\{[^}]+\})$/.test(token);
}

/** The command a run names: the longest name its words start with (`update --check` before `update`). */
function commandOf(words: readonly string[]): CliCommand | undefined {
  return [...(cliCommands as readonly CliCommand[])]
    .sort((a, b) => b.name.split(" ").length - a.name.split(" ").length)
    .find((command) => command.name.split(" ").every((word, index) => words[index] === word));
}

function flagNamed(flags: readonly CliFlag[], token: string): CliFlag | undefined {
  return flags.find((flag) => flag.long === token || flag.short === token);
}

/** What is wrong with the arguments and flags of a run of an existing command; empty when they fit the table. */
function argumentProblems(command: ExistingCliCommand, words: readonly string[]): string[] {
  const problems: string[] = [];
  let rest = words;
  let { arguments: expected, flags } = command;
  let label = command.name;
  if (command.subcommands.length > 0) {
    const [first, ...after] = rest;
    const subcommand = command.subcommands.find((candidate) => candidate.name === first);
    if (!subcommand && first !== SUBCOMMAND_PLACEHOLDER) return [`\`${command.name}\` has no subcommand ${first ?? "(none given)"}`];
    if (subcommand) ({ arguments: expected, flags } = subcommand);
    if (subcommand) label = `${command.name} ${subcommand.name}`;
    rest = after;
  }

  const positional: string[] = [];
  const given = new Set<CliFlag>();
  for (let index = 0; index < rest.length; index++) {
    const word = rest[index]!;
    if (word === OPTIONS_PLACEHOLDER) continue;
    // `[--global]`: an optional flag, as a usage line writes it.
    const bare = /^\[(-[^\]\s]+)\]$/.exec(word)?.[1] ?? word;
    if (!bare.startsWith("-")) {
      positional.push(word);
      continue;
    }
    const [name, inlineValue] = bare.split("=", 2) as [string, string | undefined];
    const flag = flagNamed(flags, name) ?? flagNamed(cliGlobalFlags, name);
    if (!flag) {
      problems.push(`\`${label}\` has no ${name} flag`);
      continue;
    }
    given.add(flag);
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
  // A usage line's `[options]` stands for the flags, required ones included.
  if (!words.includes(OPTIONS_PLACEHOLDER)) {
    for (const flag of flags) if (flag.required && !given.has(flag)) problems.push(`\`${label}\` needs ${flag.long}`);
  }
  const required = expected.filter((argument) => argument.required).length;
  if (positional.length < required) problems.push(`\`${label}\` needs ${expected.map((argument) => `<${argument.name}>`).join(" ")}`);
  return problems;
}

/**
 * What is wrong with a shell command that runs the CLI, against the CLI table; empty when it
 * names a command that works in the documented state, with flags it has and values they take.
 * A command that is in development or planned is a problem too: the site shows no run of one.
 */
export function cliCommandProblems(command: string): string[] {
  const words = command.trim().split(/\s+/);
  const end = words.findIndex((word) => COMMAND_END.has(word));
  const [binary, ...rest] = end === -1 ? words : words.slice(0, end);
  if (binary !== CLI_BINARY) return [`does not start with ${CLI_BINARY}`];
  // `architech --version`, `architech --help`: the program's own options, before any command.
  if (rest.length > 0 && rest.every((word) => word.startsWith("-"))) {
    return rest.filter((word) => !flagNamed(cliGlobalFlags, word)).map((word) => `${CLI_BINARY} has no global ${word} flag`);
  }
  const found = commandOf(rest);
  if (!found) return [`no command ${rest[0] ?? "(none given)"} in the CLI table`];
  if (!isExisting(found)) return [`${found.name} is planned, not in the CLI yet`];
  const problems = argumentProblems(found, rest.slice(found.name.split(" ").length));
  if (found.availability === "in-development") problems.unshift(`${found.name} is in development: it stops with an error in this version`);
  return problems;
}

/** A word a run of the CLI can hold: lowercase, a path, a flag, a placeholder or an operator; prose starts with a capital or ends a sentence. */
const COMMAND_WORD = String.raw`[a-z0-9<[{$~./&|;-][^\s\`"'“”«»,!?)]*`;
// A Markdown link's text (`[architech new](…)`, a docs page's title in llms.txt) names a page, not a run.
const RUN = new RegExp(String.raw`(?<![\w@./[-])${CLI_BINARY}((?:[ \u00a0]+${COMMAND_WORD})*)`, "g");

/** A run ends with its sentence: at a word that ends in a full stop or a colon, which is not part of it. */
function untilSentenceEnd(words: readonly string[]): string[] {
  const last = words.findIndex((word) => /[.:]$/.test(word));
  return last === -1 ? [...words] : [...words.slice(0, last), words[last]!.slice(0, -1)];
}

/**
 * Every run of the CLI in a text (prose, Markdown, a page's words): the binary and the words
 * after it that can belong to a command, up to the first that cannot (a capital, a comma, a
 * quote) or the end of the sentence.
 */
export function cliRunsIn(text: string): string[] {
  return [...text.matchAll(RUN)].map((match) => untilSentenceEnd(`${CLI_BINARY}${match[1] ?? ""}`.split(/[ \u00a0]+/)).join(" "));
}
