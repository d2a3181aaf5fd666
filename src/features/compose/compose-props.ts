import { genomes, modules, type AdapterGroup, type ModuleId } from "@/domain/catalog/catalog";
import { catalogStats } from "@/domain/catalog/catalog-derived";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { placeholder } from "@/i18n/message-template";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { singleChoiceGroups } from "@/domain/genome/single-choice-groups";
import type { ComposerLabels, GenomeComposerProps } from "./ui/composer-labels";
import { pickerGroupOrder } from "./ui/picker-groups";

/** A count's wording for every number from 0 to `max` (index = count): plurals resolved here, not in the browser. */
function counts(max: number, format: (count: number) => string): string[] {
  return Array.from({ length: max + 1 }, (_, count) => format(count));
}

function composerLabels(locale: Locale): ComposerLabels {
  const t = getTranslator(locale, "Composer");
  const common = getTranslator(locale, "Common");
  const copied = { copied: common("copied"), failed: common("copyFailed") };
  const total = catalogStats.totalModules;
  const adapterTotal = catalogStats.adapters;
  const fill = (name: string) => placeholder(name);

  return {
    sections: {
      start: t("sections.start"),
      adapters: t("sections.adapters"),
      adaptersDescription: t("sections.adaptersDescription"),
      settings: t("sections.settings"),
      outputs: t("sections.outputs"),
    },
    start: { title: t("start.title"), empty: t("start.empty"), emptyDescription: t("start.emptyDescription") },
    project: {
      title: t("project.title"),
      name: t("project.name"),
      nameHint: t("project.nameHint"),
      nameError: t("project.nameError"),
      description: t("project.description"),
      descriptionPlaceholder: t("project.descriptionPlaceholder"),
    },
    picker: {
      search: t("picker.search"),
      searchPlaceholder: t("picker.searchPlaceholder"),
      noResults: t("picker.noResults", { query: fill("query") }),
      none: t("picker.none"),
      anyNumber: t("picker.anyNumber"),
      singleChoice: Object.fromEntries(
        singleChoiceGroups.map((group) => [group, t(`picker.singleChoice.${group}` as Parameters<typeof t>[0])]),
      ) as Partial<Record<AdapterGroup, string>>,
    },
    reasons: {
      picked: t("reasons.picked"),
      requiredOne: t("reasons.requiredOne", { by: fill("by"), name: fill("name") }),
      requiredMany: t("reasons.requiredMany", { by: fill("by"), name: fill("name") }),
      wires: t("reasons.wires", { first: fill("first"), rest: fill("rest") }),
    },
    removal: {
      needed: t("removal.needed", { name: fill("name"), others: fill("others") }),
      removeToo: t("removal.removeToo", { others: fill("others") }),
      keep: t("removal.keep", { name: fill("name") }),
    },
    changes: {
      title: t("changes.title"),
      addedRequired: t("changes.addedRequired", { name: fill("name"), by: fill("by") }),
      addedWires: t("changes.addedWires", { name: fill("name"), first: fill("first"), rest: fill("rest") }),
      removed: t("changes.removed", { name: fill("name") }),
      replaced: t("changes.replaced", { by: fill("by"), name: fill("name") }),
      dismiss: t("changes.dismiss"),
    },
    wiring: {
      title: t("wiring.title"),
      description: t("wiring.description"),
      empty: t("wiring.empty"),
      integrators: t("wiring.integrators"),
      dependencies: t("wiring.dependencies"),
    },
    settings: {
      description: t("settings.description"),
      empty: t("settings.empty"),
      // A module's parameters and features together bound how many values can differ from the defaults.
      changed: counts(Math.max(...modules.map((module) => module.parameters.length + module.features.length)), (count) =>
        t("settings.changed", { count }),
      ),
      parameters: t("settings.parameters"),
      features: t("settings.features"),
      nothing: t("settings.nothing"),
      defaultValue: t("settings.defaultValue", { value: fill("value") }),
      listHint: t("settings.listHint"),
      numberError: t("settings.numberError"),
      requiredError: t("settings.requiredError"),
    },
    outputs: {
      genomeLabel: t("outputs.genomeLabel"),
      copy: { copy: common("copy"), ...copied },
      download: t("outputs.download"),
      downloadLabel: t("outputs.downloadLabel", { file: fill("file") }),
      commandTitle: t("outputs.commandTitle"),
      commandDescription: t("outputs.commandDescription"),
      command: `${siteConfig.cli.binary} new ${fill("file")}`,
      commandLabel: t("outputs.commandLabel"),
      filesTitle: t("outputs.filesTitle"),
      filesDescription: t("outputs.filesDescription"),
      filesEmpty: t("outputs.filesEmpty"),
      filesLabel: t("outputs.filesLabel"),
      summaryTitle: t("outputs.summaryTitle"),
      modules: counts(total, (count) => t("outputs.modules", { count })),
      adapters: counts(adapterTotal, (count) => t("outputs.adapters", { count })),
      integrators: counts(total - adapterTotal, (count) => t("outputs.integrators", { count })),
      capabilitiesLabel: t("outputs.capabilitiesLabel"),
      integratorsRow: t("outputs.integratorsRow"),
      noCapability: t("outputs.noCapability"),
      shareTitle: t("outputs.shareTitle"),
      shareDescription: t("outputs.shareDescription"),
      copyLink: { copy: t("outputs.copyLink"), ...copied },
    },
    dropped: {
      title: t("dropped.title"),
      description: t("dropped.description"),
      module: t("dropped.module", { value: fill("value") }),
      template: t("dropped.template", { value: fill("value") }),
      key: t("dropped.key", { value: fill("value") }),
      projectName: t("dropped.projectName", { value: fill("value") }),
      parameter: t("dropped.parameter", { name: fill("name"), module: fill("module") }),
      parameterValue: t("dropped.parameterValue", { name: fill("name"), module: fill("module"), value: fill("value") }),
      feature: t("dropped.feature", { name: fill("name"), module: fill("module") }),
      featureValue: t("dropped.featureValue", { name: fill("name"), module: fill("module"), value: fill("value") }),
      notPicked: t("dropped.notPicked", { module: fill("module") }),
      singleChoice: t("dropped.singleChoice", { module: fill("module"), kept: fill("kept") }),
      dismiss: t("dropped.dismiss"),
    },
  };
}

/**
 * The composer island's props for a locale: every label, the adapter groups in picker order, the
 * start points and each adapter's description. Module facts (names, parameters, wiring) come with
 * the island's own code from the catalogue's records, so they are not repeated here.
 */
export function composerProps(locale: Locale): GenomeComposerProps {
  const catalog = getCatalogCopy(locale);
  const t = getTranslator(locale, "Composer");
  return {
    locale,
    groups: pickerGroupOrder.map((group) => ({ id: group, label: catalog.group(group) })),
    templates: genomes.map((genome) => ({
      id: genome.id,
      name: catalog.genome(genome.id, "name"),
      description: catalog.genome(genome.id, "description"),
      // What the composer will show for it: the template's modules and every integrator that applies.
      moduleCount: t("start.moduleCount", { count: templateModuleCount(genome.id).total }),
    })),
    descriptions: Object.fromEntries(
      modules.flatMap((module) => (module.category === "adapter" ? [[module.id, catalog.moduleDescription(module.id)]] : [])),
    ) as Partial<Record<ModuleId, string>>,
    labels: composerLabels(locale),
  };
}
