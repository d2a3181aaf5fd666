import { localized, useTranslations } from "@/i18n/locale-context";
import { CodeBlock } from "@/components/ui/code-block";
import { Container } from "@/components/ui/section";
import { genomeModules } from "@/data/catalog-derived";
import { AnimatedTerminal, type TerminalLine } from "@/features/cli/animated-terminal";
import { cliExample, exampleGenome } from "@/features/cli/cli-commands";
import { siteConfig } from "@/lib/site-config";
import { HeroBackdrop } from "@/components/ui/hero-backdrop";

function shortName(moduleId: string): string {
  return moduleId.slice(moduleId.indexOf("/") + 1);
}

export const CliHero = localized(function CliHero() {
  const t = useTranslations("Cli");
  const common = useTranslations("Common");
  const genome = exampleGenome();
  const modules = genomeModules(genome);
  const integrators = modules.filter((module) => module.category === "integrator");
  const adapters = modules.length - integrators.length;
  const wired = integrators.map((module) => (Array.isArray(module.group) ? module.group.map(shortName).join("+") : module.id));

  const lines: TerminalLine[] = [
    { id: "new", kind: "command", text: cliExample("new") },
    {
      id: "validated",
      kind: "output",
      text: t("terminal.validated", {
        modules: String(modules.length),
        adapters: String(adapters),
        integrators: String(integrators.length),
      }),
    },
    { id: "fetched", kind: "output", text: t("terminal.fetched", { count: String(modules.length) }) },
    { id: "wired", kind: "output", text: t("terminal.wired", { count: integrators.length, list: wired.join(", ") }) },
    { id: "installed", kind: "output", text: t("terminal.installed") },
    { id: "ready", kind: "output", text: t("terminal.ready", { name: genome.id }) },
  ];

  return (
    <section className="relative overflow-hidden border-b border-border">
      <HeroBackdrop />
      <Container className="relative grid gap-12 py-20 sm:py-28 lg:grid-cols-[1fr_1.1fr] lg:items-center">
        <div className="min-w-0">
          <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{t("eyebrow")}</p>
          <h1 className="mt-4 text-4xl font-semibold tracking-tight text-balance text-gradient sm:text-5xl">{t("title")}</h1>
          <p className="mt-6 text-lg leading-relaxed text-pretty text-muted">{t("description")}</p>
          <CodeBlock
            code={siteConfig.cli.installCommand}
            language="shell"
            filename={t("installLabel")}
            label={t("installLabel")}
            copyLabels={{ copy: common("copy"), copied: common("copied"), failed: common("copyFailed") }}
            className="mt-8"
          />
        </div>
        <div className="min-w-0">
          <AnimatedTerminal lines={lines} label={t("terminal.label")} title={t("terminal.title")} />
        </div>
      </Container>
    </section>
  );
});
