import { getGenome, getModule } from "@/domain/catalog/catalog";
import { genomeFileName } from "@/domain/genome/genome-file";
import { moduleCommand } from "@/domain/catalog/module-command";
import { siteConfig } from "@/lib/site-config";

/** The genome the CLI page's examples generate. */
export const EXAMPLE_GENOME_ID = "saas-starter";

function requireModule(id: string) {
  const found = getModule(id);
  if (!found) throw new Error(`CLI examples name unknown module ${id}`);
  return found;
}

export function exampleGenome() {
  const genome = getGenome(EXAMPLE_GENOME_ID);
  if (!genome) throw new Error(`CLI examples name unknown genome ${EXAMPLE_GENOME_ID}`);
  return genome;
}

const bin = siteConfig.cli.binary;

/**
 * The commands the site documents, each with an example that uses real catalogue ids: a module
 * the example genome lacks for `add`, an integrator for `enhance`.
 */
export const cliCommands = [
  { key: "generate", command: "generate", example: `${bin} generate ${EXAMPLE_GENOME_ID}` },
  { key: "new", command: "new", example: `${bin} new ${genomeFileName(EXAMPLE_GENOME_ID)}` },
  { key: "add", command: "add", example: moduleCommand(requireModule("email/resend")) },
  { key: "enhance", command: "enhance", example: moduleCommand(requireModule("resend-nextjs-integration")) },
  { key: "updateCheck", command: "update --check", example: `${bin} update --check` },
  { key: "createModule", command: "create-module", example: `${bin} create-module analytics/posthog` },
] as const;

export type CliCommandKey = (typeof cliCommands)[number]["key"];

export function cliExample(key: CliCommandKey): string {
  const entry = cliCommands.find((command) => command.key === key);
  if (!entry) throw new Error(key);
  return entry.example;
}
