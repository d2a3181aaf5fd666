import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { TerminalLine, TerminalSessionProps } from "./terminal-session";
import { cliExample, exampleGenome } from "./cli-commands";
import { templateModuleCount, templateModules } from "@/domain/genome/template-modules";

function shortName(moduleId: string): string {
  return moduleId.slice(moduleId.indexOf("/") + 1);
}

/** The CLI page terminal's session, generating the example genome with its real module counts. */
export function cliTerminalProps(locale: Locale): TerminalSessionProps {
  const t = getTranslator(locale, "Cli.terminal");
  const genome = exampleGenome();
  const count = templateModuleCount(genome.id);
  const integrators = templateModules(genome.id).filter((module) => module.category === "integrator");
  const wired = integrators.map((module) => (Array.isArray(module.group) ? module.group.map(shortName).join("+") : module.id));

  const lines: TerminalLine[] = [
    { id: "new", kind: "command", text: cliExample("new") },
    {
      id: "validated",
      kind: "output",
      text: t("validated", { modules: String(count.total), adapters: String(count.adapters), integrators: String(count.integrators) }),
    },
    { id: "fetched", kind: "output", text: t("fetched", { count: String(count.total) }) },
    { id: "wired", kind: "output", text: t("wired", { count: count.integrators, list: wired.join(", ") }) },
    { id: "installed", kind: "output", text: t("installed") },
    { id: "ready", kind: "output", text: t("ready", { name: genome.id }) },
  ];

  return { lines, label: t("label"), title: t("title") };
}
