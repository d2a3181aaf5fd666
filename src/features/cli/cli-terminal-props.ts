import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { TerminalSessionProps } from "./terminal-session";
import { EXAMPLE_GENOME_ID } from "./cli-commands";
import { generationSession } from "./generation-session";

/** The CLI page terminal's session: the example genome generated, with its real module counts. */
export function cliTerminalProps(locale: Locale): TerminalSessionProps {
  const t = getTranslator(locale, "Cli.terminal");
  return { lines: generationSession(locale, EXAMPLE_GENOME_ID), label: t("label"), title: t("title") };
}
