import type { GenomeId, MarketplaceModule } from "@/domain/catalog/catalog";
import { genomeFileName } from "@/domain/genome/genome-file";
import { templateModuleCount, templateModules } from "@/domain/genome/template-modules";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import type { TerminalLine } from "./terminal-session";

function shortName(moduleId: string): string {
  return moduleId.slice(moduleId.indexOf("/") + 1);
}

function wiredPair(module: MarketplaceModule): string {
  return Array.isArray(module.group) ? module.group.map(shortName).join("+") : module.id;
}

/**
 * `architech new <template>.genome.ts` as the site's terminals show it. Only what the CLI is known to
 * do (CLI-FACTS.md, section 4, the 10-02 pipeline): validate the genome, set up the framework then the
 * other adapters, configure the integrators, write the project to `./<name>`; installing packages
 * is left to the user (`npm install`). Its counts are the template's resolution, as on its page.
 */
export function generationSession(locale: Locale, id: GenomeId): TerminalLine[] {
  const t = getTranslator(locale, "Cli.terminal");
  const count = templateModuleCount(id);
  const modules = templateModules(id);
  // The framework is set up first, then the other adapters.
  const adapters = modules
    .filter((module) => module.category === "adapter")
    .sort((a, b) => Number(b.category === "adapter" && b.group === "framework") - Number(a.category === "adapter" && a.group === "framework"));
  const integrators = modules.filter((module) => module.category === "integrator");
  return [
    { id: "new", kind: "command", text: `${siteConfig.cli.binary} new ${genomeFileName(id)}` },
    { id: "validated", kind: "output", text: t("validated", { count: count.total }) },
    { id: "adapters", kind: "output", text: t("adapters", { count: count.chosen, list: adapters.map((module) => shortName(module.id)).join(", ") }) },
    { id: "integrators", kind: "output", text: t("integrators", { count: count.wired, list: integrators.map(wiredPair).join(", ") }) },
    { id: "written", kind: "output", text: t("written", { name: id }) },
    { id: "next", kind: "output", text: t("next", { name: id }) },
  ];
}
