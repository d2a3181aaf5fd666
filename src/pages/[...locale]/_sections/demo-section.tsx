import { localized, useTranslations } from "@/i18n/locale-context";
import { getTranslator } from "@/i18n/translator";
import { Section, SectionHeader } from "@/components/ui/section";
import { routing } from "@/i18n/routing";
import { siteConfig } from "@/lib/site-config";
import { genomes } from "@/data/catalog";
import { buildDemoTemplates } from "@/features/demo/demo-templates";
import type { DemoLabels } from "@/features/demo/demo-labels";
import { demoAgents, demoSteps, demoTabs } from "@/features/demo/demo-timeline";
import { AgentList, DemoControls, DemoLayout, EmptyOutput, PromptForm, StepList } from "@/features/demo/demo-parts";
import { DemoLoader } from "@/features/demo/demo-loader";
import { useCatalogCopy } from "@/features/catalog/catalog-copy";
import { catalogMessageKey } from "@/data/catalog-derived";

const exampleKeys = ["saas", "shop", "blog", "full"] as const;
const groupKeys = [
  "framework", "ui", "auth", "database", "payment", "email", "state", "testing", "content", "observability", "blockchain", "deployment", "tooling",
] as const;

type TemplateKey = "comprehensive-app" | "saas-starter" | "ecommerce-app" | "blog-app";

export const DemoSection = localized(function DemoSection() {
  const t = useTranslations("Landing.demo");
  const tCommon = useTranslations("Common");
  const catalog = useCatalogCopy();
  const demoByLocale = Promise.all(routing.locales.map((code) => getTranslator(code, "Landing.demo")));
  const catalogByLocale = Promise.all(routing.locales.map((code) => getTranslator(code, "Catalog")));

  // Descriptions and keywords of every language feed the matching, so a French prompt works on the English page.
  const templates = buildDemoTemplates((id) => ({
    name: catalog.genome(id, "name"),
    description: catalog.genome(id, "description"),
    descriptions: catalogByLocale.map((tl) => tl(`genomes.${catalogMessageKey(id)}.description` as Parameters<typeof tl>[0])),
    keywordLists: demoByLocale.map((tl) => tl(`templates.${id as TemplateKey}.keywords`)),
  }));

  const labels: DemoLabels = {
    inputLabel: t("inputLabel"),
    placeholder: t("placeholder"),
    examplesLabel: t("examplesLabel"),
    examples: exampleKeys.map((key) => ({ key, text: t(`examples.${key}`) })),
    start: t("start"),
    generating: t("generating"),
    pause: t("pause"),
    resume: t("resume"),
    reset: t("reset"),
    replay: t("replay"),
    controlsLabel: t("controlsLabel"),
    status: { idle: t("status.idle"), running: t("status.running"), paused: t("status.paused") },
    stepsLabel: t("stepsLabel"),
    steps: Object.fromEntries(demoSteps.map((step) => [step, t(`steps.${step}`)])) as DemoLabels["steps"],
    stepState: { done: t("stepState.done"), current: t("stepState.current"), pending: t("stepState.pending") },
    agentsTitle: t("agentsTitle"),
    agents: Object.fromEntries(demoAgents.map((agent) => [agent, t(`agents.${agent}`)])) as DemoLabels["agents"],
    agentState: {
      waiting: t("agentState.waiting"),
      working: t("agentState.working"),
      done: t("agentState.done"),
      skipped: t("agentState.skipped"),
    },
    tabsLabel: t("tabsLabel"),
    tabs: Object.fromEntries(demoTabs.map((tab) => [tab, t(`tabs.${tab}`)])) as DemoLabels["tabs"],
    matched: t("matched"),
    matchedFallback: t("matchedFallback"),
    adapters: t("adapters"),
    integrators: t("integrators"),
    copyGenome: { copy: t("copyGenome"), copied: tCommon("copied"), failed: tCommon("copyFailed") },
    downloadGenome: t("downloadGenome"),
    blueprintLabel: t("blueprintLabel"),
    structureTitle: t("structureTitle"),
    structureLabel: t("structureLabel"),
    structureNote: t("structureNote"),
    previewTitle: t("previewTitle"),
    previewLabel: t("previewLabel"),
    previewNote: t("previewNote"),
    previewStatus: t("previewStatus"),
    emptyTitle: t("emptyTitle"),
    emptyDescription: t("emptyDescription"),
    simulated: t("simulated"),
    groups: Object.fromEntries(groupKeys.map((group) => [group, t(`groups.${group}`)])),
    perTemplate: Object.fromEntries(
      genomes.map((genome) => [
        genome.id,
        {
          moduleCount: t("moduleCount", { count: genome.modules.length }),
          complete: t("status.complete", { name: catalog.genome(genome.id, "name"), count: genome.modules.length }),
        },
      ]),
    ),
  };

  const title = `${siteConfig.cli.binary} new genome.ts`;
  const idleSteps = Object.fromEntries(demoSteps.map((step) => [step, "pending"])) as Parameters<typeof StepList>[0]["states"];
  const idleAgents = Object.fromEntries(demoAgents.map((agent) => [agent, { state: "waiting" }])) as Parameters<
    typeof AgentList
  >[0]["agents"];

  const shell = (
    <DemoLayout
      title={title}
      badge={labels.simulated}
      form={<PromptForm labels={labels} />}
      controls={<DemoControls labels={labels} />}
      status={
        <p role="status" aria-live="polite" data-demo-status="idle" className="min-h-10 text-sm text-muted">
          {labels.status.idle}
        </p>
      }
      progress={
        <>
          <StepList labels={labels} states={idleSteps} />
          <AgentList labels={labels} agents={idleAgents} />
        </>
      }
      output={<EmptyOutput labels={labels} />}
    />
  );

  return (
    <Section id="demo" divided aria-labelledby="demo-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="demo-title" description={t("description")} />
      <div className="mt-12">
        <DemoLoader shell={shell} title={title} badge={labels.simulated} labels={labels} templates={templates} />
      </div>
    </Section>
  );
});
