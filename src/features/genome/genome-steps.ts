import { siteConfig } from "@/lib/site-config";
import { newCommand } from "@/domain/cli/new-command";
import { genomeFileName } from "@/domain/genome/genome-file";

/** A step of a genome page's walk-through: a page to follow, the file to save, or a command to run. */
export type GenomeStep = { key: "install"; guide: string } | { key: "save"; file: string } | { key: "generate"; command: string };

/**
 * The three steps a genome page walks through, shared by the page and its Markdown twin: each
 * step's text is `SolutionPage.how.steps.<key>` in the messages. Getting the CLI is a build from
 * source, since no npm release installs (facts/CLI-FACTS.md §8 R2): that step leads to the
 * installation guide instead of printing a command. Saving the file is the reader's to do.
 */
export function genomeSteps(genomeId: string): GenomeStep[] {
  const file = genomeFileName(genomeId);
  return [
    { key: "install", guide: siteConfig.cli.installGuidePath },
    { key: "save", file },
    { key: "generate", command: newCommand({ genome: file }) },
  ];
}
