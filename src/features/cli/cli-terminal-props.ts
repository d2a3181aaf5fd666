import { documentedStateCommit } from "@/domain/cli/documented-state";
import { newCommand } from "@/domain/cli/new-command";
import { RECORDED_RUN, RECORDED_RUN_LINES } from "@/domain/cli/recorded-run";
import { genomeFileName } from "@/domain/genome/genome-file";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { TerminalLine, TerminalSessionProps } from "./terminal-session";

/**
 * The CLI page terminal's session: `architech new` on the saas-starter genome, then lines state B
 * printed in its recorded run (src/domain/cli/recorded-run.ts), word for word; the run's figures
 * are the note under it, in the reader's language.
 */
export function cliTerminalProps(locale: Locale): TerminalSessionProps {
  const t = getTranslator(locale, "Cli.terminal");
  const lines: TerminalLine[] = [
    { id: "new", kind: "command", text: newCommand({ genome: genomeFileName(RECORDED_RUN.genome) }) },
    ...RECORDED_RUN_LINES.map((text, index): TerminalLine => ({ id: `output-${index}`, kind: "output", text })),
  ];
  const note = t("note", {
    state: documentedStateCommit("cli"),
    modules: RECORDED_RUN.applied.length,
    files: RECORDED_RUN.files,
    seconds: RECORDED_RUN.seconds,
  });
  return { lines, label: t("label"), title: t("title"), note };
}
