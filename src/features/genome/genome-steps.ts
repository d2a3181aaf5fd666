import { siteConfig } from "@/lib/site-config";
import { newCommand } from "@/domain/cli/new-command";
import { genomeFileName } from "@/domain/genome/genome-file";

/** A step of a genome page's walk-through: a command to run, or the file to save. */
export type GenomeStep = { key: "install" | "generate"; command: string } | { key: "save"; file: string };

/**
 * The three steps a genome page walks through, shared by the page and its Markdown twin: each
 * step's text is `SolutionPage.how.steps.<key>` in the messages. Saving the file is the reader's
 * to do: no command of the CLI writes a template's genome (its `generate` is planned).
 */
export function genomeSteps(genomeId: string): GenomeStep[] {
  const file = genomeFileName(genomeId);
  return [
    { key: "install", command: siteConfig.cli.installCommand },
    { key: "save", file },
    { key: "generate", command: newCommand({ genome: file }) },
  ];
}
