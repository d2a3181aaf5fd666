import { adapterGroups, genomes } from "@/domain/catalog/catalog";
import { catalogMessageKey } from "@/domain/catalog/catalog-derived";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { locales, type Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { localizeHref } from "@/i18n/locale-path";
import { placeholder } from "@/i18n/message-template";
import type { DemoLabels } from "./demo-labels";
import { buildDemoData } from "./demo-templates";
import { demoAgents, demoSteps, demoTabs } from "./demo-timeline";
import type { InteractiveDemoProps } from "./interactive-demo";
import { templateModuleCount } from "@/domain/genome/template-modules";

const exampleKeys = ["saas", "shop", "blog", "full"] as const;

/** Every string the demo shows, in the page's language. */
function demoLabels(locale: Locale): DemoLabels {
  const t = getTranslator(locale, "Landing.demo");
  const tCommon = getTranslator(locale, "Common");
  const catalog = getCatalogCopy(locale);
  return {
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
    openInComposer: t("openInComposer"),
    composerHref: localizeHref(`/compose?from=${placeholder("id")}`, locale),
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
    groups: Object.fromEntries(adapterGroups.map((group) => [group, t(`groups.${group}`)])),
    perTemplate: Object.fromEntries(
      genomes.map((genome) => [
        genome.id,
        {
          moduleCount: t("moduleCount", { count: templateModuleCount(genome.id).total }),
          complete: t("status.complete", { name: catalog.genome(genome.id, "name"), count: templateModuleCount(genome.id).total }),
        },
      ]),
    ),
  };
}

/**
 * The demo island's props for a locale: its strings and the genome templates it matches prompts
 * against. They are serialised into the page, so they hold only what the island reads.
 */
export function demoProps(locale: Locale): InteractiveDemoProps {
  const labels = demoLabels(locale);
  const catalog = getCatalogCopy(locale);
  const demoByLocale = locales.map((code) => getTranslator(code, "Landing.demo"));
  const catalogByLocale = locales.map((code) => getTranslator(code, "Catalog"));

  // Descriptions and keywords of every language feed the matching, so a French prompt works on the English page.
  const data = buildDemoData((id) => ({
    name: catalog.genome(id, "name"),
    description: catalog.genome(id, "description"),
    descriptions: catalogByLocale.map((t) => t(`genomes.${catalogMessageKey(id)}.description` as Parameters<typeof t>[0])),
    keywordLists: demoByLocale.map((t) => t(`templates.${id}.keywords`)),
  }));

  return { title: `${siteConfig.cli.binary} new genome.ts`, badge: labels.simulated, labels, data };
}
