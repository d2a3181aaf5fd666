import { siteConfig } from "@/lib/site-config";
import { genomeFileName } from "@/domain/genome/genome-file";

/**
 * The three commands a genome page walks through, shared by the page and its Markdown twin: each
 * step's text is `SolutionPage.how.steps.<key>` in the messages.
 */
export function genomeSteps(genomeId: string) {
  const bin = siteConfig.cli.binary;
  return [
    { key: "install", command: siteConfig.cli.installCommand },
    { key: "save", command: `${bin} generate ${genomeId}` },
    { key: "generate", command: `${bin} new ${genomeFileName(genomeId)}` },
  ] as const;
}
