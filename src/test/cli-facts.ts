import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { cliCommands } from "@/domain/cli/commands";
import type { CliRunsFile } from "@/domain/cli/cli-runs";

/**
 * What the site may quote as the CLI's output, and the two rules its pages follow when they
 * describe the CLI (issue 35, item 7): a message the page presents as the CLI's is one the CLI
 * printed (in facts/CLI-FACTS.md, facts/cli-runs/*.out.txt or facts/cli-runs.json), and no page
 * describes a command as planned. Used by the docs pages' test and the CLI page's.
 */

const factsDir = join(import.meta.dirname, "../../facts");

/** Every string value of a JSON document: the outputs and errors facts/cli-runs.json records. */
function jsonStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonStrings);
  return [];
}

/** Runs of spaces and line breaks as one space: the CLI pads its columns, the facts wrap their lines. */
function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

let corpus: string | undefined;

/**
 * The commands facts/cli-runs.json records, as one transcript: each run as `=== architech <args>`,
 * its output, then `[exit N]`, the form of the other records in facts/cli-runs/.
 */
export function recordedCommandsTranscript(): string {
  const file = JSON.parse(readFileSync(join(factsDir, "cli-runs.json"), "utf8")) as CliRunsFile;
  return file.commands.map((run) => `=== architech ${run.argv.join(" ")}\n${run.output.replace(/\n?$/, "\n")}[exit ${run.exitCode}]\n`).join("");
}

/** The facts' text, whitespace squeezed: CLI-FACTS.md, every recorded output, and cli-runs.json's strings once it exists. */
export function cliFactsText(): string {
  if (corpus !== undefined) return corpus;
  const runs = join(factsDir, "cli-runs");
  const outputs = readdirSync(runs)
    .filter((file) => file.endsWith(".out.txt"))
    .map((file) => readFileSync(join(runs, file), "utf8"));
  const json = join(factsDir, "cli-runs.json");
  const recorded = existsSync(json) ? jsonStrings(JSON.parse(readFileSync(json, "utf8"))) : [];
  corpus = [readFileSync(join(factsDir, "CLI-FACTS.md"), "utf8"), ...outputs, ...recorded].map(squeeze).join("\n");
  return corpus;
}

/**
 * Whether the CLI is known to print a message: the message is in the facts word for word, where a
 * placeholder (`<path>`, `<name>`) or an ellipsis (`…`) stands for any text on the same line.
 */
export function isInCliFacts(message: string): boolean {
  const parts = squeeze(message).split(/(<[a-zA-Z-]+>|…)/);
  const pattern = parts.map((part, index) => (index % 2 === 1 ? ".*?" : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))).join("");
  return new RegExp(pattern).test(cliFactsText());
}

/** Inline code that reads as a message, not as code: it starts with a capital, an emoji or a mark, and holds a space. */
function looksLikeMessage(code: string): boolean {
  return /^[\p{Lu}\p{Extended_Pictographic}\u2139\u26a0\u274c]/u.test(code) && /\s/.test(code.trim());
}

/** A verb with which a page says what the CLI prints, in either language. */
const PRINTS = /\b(prints?|printed|printing|says|shows|logs|answers|affiche|affichent|affiché|affichée|affichant|écrit|répond)\b/i;
/** Text in quotation marks: “…”, "…", « … ». */
const QUOTED = /“([^”\n]+)”|"([^"\n]+)"|«\u00a0?([^»\n]+?)\u00a0?»/g;

/** A Markdown body's sentences (a table row or a list item is one on its own), code fences left out. */
export function sentences(body: string): string[] {
  return body
    .replace(/^[ \t]*```[\s\S]*?^[ \t]*```$/gm, "")
    .split(/\n{2,}/)
    .flatMap((block) => (/^\s*[|-]/m.test(block) ? block.split(/\n(?=\s*[|-]|\s*\d+\.)/) : [block]))
    .flatMap((block) => block.replace(/\s*\n\s*/g, " ").split(/(?<=[.!?])\s+(?=[\p{Lu}`[(“«])/u))
    .filter((sentence) => sentence.trim() !== "");
}

/**
 * What a Markdown page presents as the CLI's output: the lines of its ```console blocks that are
 * not commands (`$ …`), its inline code that reads as a message, and the quoted text of a sentence
 * that says the CLI prints it.
 */
export function quotedCliMessages(markdown: string): string[] {
  const fenced = [...markdown.matchAll(/^([ \t]*)```console\n([\s\S]*?)^[ \t]*```$/gm)].flatMap((match) =>
    match[2]!
      .split("\n")
      // A fence in a list item is indented: its lines carry the indentation, and keep their own after it.
      .map((line) => (line.startsWith(match[1]!) ? line.slice(match[1]!.length) : line))
      .filter((line) => line.trim() !== "" && !line.startsWith("$ "))
      .map((line) => line.trim()),
  );
  const prose = sentences(markdown);
  const inline = prose.flatMap((sentence) => [...sentence.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!).filter(looksLikeMessage));
  const quoted = prose.filter((sentence) => PRINTS.test(sentence)).flatMap((sentence) => [...sentence.replace(/`[^`\n]*`/g, "").matchAll(QUOTED)].map((match) => (match[1] ?? match[2] ?? match[3])!.trim()));
  return [...fenced, ...inline, ...quoted];
}

/** The same for a page's text as a visitor reads it (no Markdown): the quoted text of a sentence that says the CLI prints it. */
export function quotedCliMessagesInText(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})/u)
    .filter((sentence) => PRINTS.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(QUOTED)].map((match) => (match[1] ?? match[2] ?? match[3])!.trim()));
}

/** The quoted messages of a text that the facts do not hold. */
export function unknownCliMessages(messages: readonly string[]): string[] {
  return messages.filter((message) => !isInCliFacts(message));
}

/**
 * Names a page could give a command: state B's, and those the site once gave commands that the
 * CLI never had or that came after state B (Versions page).
 */
const COMMAND_NAMES = [...cliCommands.flatMap((command) => ("alias" in command ? [command.name, command.alias] : [command.name])), "generate", "enhance", "update", "create-module", "analyze", "config", "new-ts"];
const NAMED = new RegExp(String.raw`\`(?:(?:the-)?architech )?(${COMMAND_NAMES.join("|")})(?:[ \`])|\barchitech (${COMMAND_NAMES.join("|")})\b`);
/** Words that make a command a plan: planned, will, coming soon; prévu, bientôt, à venir. */
const PLANNED = /\b(planned|will|coming soon|upcoming)\b|(prévue?s?|bientôt|à venir)(?![\p{L}])/iu;

/**
 * The sentences of a text that describe a command as planned: a command's name, and a word of
 * plan, in one sentence, outside the CLI's own quoted words (in code or quotation marks).
 */
export function plannedCommandSentences(text: string): string[] {
  return sentences(text).filter((sentence) => {
    if (!NAMED.test(sentence)) return false;
    const own = sentence.replace(/`[^`\n]*`/g, " ").replace(QUOTED, " ");
    return PLANNED.test(own);
  });
}
