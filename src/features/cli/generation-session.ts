import type { GenomeId, MarketplaceModule } from "@/domain/catalog/catalog";
import { NEW_PHASES } from "@/domain/cli/new-phases";
import { installAfterNew, newCommand } from "@/domain/cli/new-command";
import { genomeFileName } from "@/domain/genome/genome-file";
import { templateModuleCount, templateModules } from "@/domain/genome/template-modules";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { TerminalLine } from "./terminal-session";

function shortName(moduleId: string): string {
  return moduleId.slice(moduleId.indexOf("/") + 1);
}

function wiredPair(module: MarketplaceModule): string {
  return Array.isArray(module.group) ? module.group.map(shortName).join("+") : module.id;
}

function isFramework(module: MarketplaceModule): boolean {
  return module.category === "adapter" && module.group === "framework";
}

/**
 * `architech new <template>.genome.ts` as the landing's terminal shows it: the phases the CLI
 * announces, in its words (new-phases.ts), each with what it covers for this template (its counts
 * are the template's resolution, as on its page, not a run's), and the step the CLI leaves to its
 * user, `npm install`. The CLI page's terminal quotes a recorded run instead (cli-terminal-props.ts):
 * the landing could too, once a run of each template is recorded (facts/cli-runs.json).
 */
export function generationSession(locale: Locale, id: GenomeId): TerminalLine[] {
  const t = getTranslator(locale, "Cli.terminal");
  const count = templateModuleCount(id);
  const modules = templateModules(id);
  const framework = modules.find(isFramework);
  if (!framework) throw new Error(`Genome ${id} has no framework adapter, which \`new\` sets up first`);
  const adapters = modules.filter((module) => module.category === "adapter" && !isFramework(module));
  const integrators = modules.filter((module) => module.category === "integrator");
  return [
    { id: "new", kind: "command", text: newCommand({ genome: genomeFileName(id) }) },
    { id: "validate", kind: "output", text: NEW_PHASES.validate, detail: t("validated", { count: count.total }) },
    { id: "framework", kind: "output", text: NEW_PHASES.framework, detail: shortName(framework.id) },
    { id: "adapters", kind: "output", text: NEW_PHASES.adapters, detail: t("adapters", { count: adapters.length, list: adapters.map((module) => shortName(module.id)).join(", ") }) },
    { id: "integrations", kind: "output", text: NEW_PHASES.integrations, detail: t("integrators", { count: count.wired, list: integrators.map(wiredPair).join(", ") }) },
    { id: "finalize", kind: "output", text: NEW_PHASES.finalize, detail: t("next", { command: installAfterNew(id) }) },
  ];
}
