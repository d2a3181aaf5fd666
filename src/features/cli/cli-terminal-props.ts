import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import type { TerminalLine, TerminalSessionProps } from "./terminal-session";
import { cliExample, exampleGenome } from "./cli-commands";
import { templateModules } from "@/domain/genome/template-modules";

function shortName(moduleId: string): string {
  return moduleId.slice(moduleId.indexOf("/") + 1);
}

/** The CLI page terminal's session, generating the example genome with its real module counts. */
export function cliTerminalProps(locale: Locale): TerminalSessionProps {
  const t = getTranslator(locale, "Cli.terminal");
  const genome = exampleGenome();
  const modules = templateModules(genome.id);
  const integrators = modules.filter((module) => module.category === "integrator");
  const adapters = modules.length - integrators.length;
  const wired = integrators.map((module) => (Array.isArray(module.group) ? module.group.map(shortName).join("+") : module.id));

  const lines: TerminalLine[] = [
    { id: "new", kind: "command", text: cliExample("new") },
    {
      id: "validated",
      kind: "output",
      text: t("validated", { modules: String(modules.length), adapters: String(adapters), integrators: String(integrators.length) }),
    },
    { id: "fetched", kind: "output", text: t("fetched", { count: String(modules.length) }) },
    { id: "wired", kind: "output", text: t("wired", { count: integrators.length, list: wired.join(", ") }) },
    { id: "installed", kind: "output", text: t("installed") },
    { id: "ready", kind: "output", text: t("ready", { name: genome.id }) },
  ];

  return { lines, label: t("label"), title: t("title") };
}
