import { genomes, modules, type ModuleId } from "@/domain/catalog/catalog";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { placeholder } from "@/i18n/message-template";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { islandCount, islandMessages } from "@/i18n/island-messages";
import { newCommand } from "@/domain/cli/new-command";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { moduleCountLabels, moduleCountText } from "@/features/genome/module-count-text";
import type { ComposerLabels, GenomeComposerProps } from "./ui/composer-labels";
import { pickerGroupOrder } from "./ui/picker-groups";
import type { ComposerModuleRun } from "./ui/composer-labels";
import { moduleRunResult } from "@/domain/cli/cli-run-results";
import { runOutcomeLabels, runStampText } from "@/features/genome/run-stamp";

function composerLabels(locale: Locale): ComposerLabels {
  const messages = islandMessages(locale, "Composer");
  const common = getTranslator(locale, "Common");
  const copied = { copied: common("copied"), failed: common("copyFailed") };
  return {
    ...messages,
    settings: {
      ...messages.settings,
      changed: islandCount(locale, "ComposerCounts", "changed"),
    },
    outputs: {
      ...messages.outputs,
      copy: { copy: common("copy"), ...copied },
      copyLink: { copy: messages.outputs.copyLink, ...copied },
      command: newCommand({ genome: placeholder("file") }),
      count: moduleCountLabels(locale),
      filesDescription: getTranslator(locale, "Composer.outputs")("filesDescription", { stamp: runStampText(locale) }),
    },
    runs: {
      ...messages.runs,
      outcomes: runOutcomeLabels(locale),
      failing: islandCount(locale, "ComposerCounts", "failing"),
      warningDescription: islandCount(locale, "ComposerCounts", "warning"),
      files: islandCount(locale, "ModulePage.run", "files"),
      frameworkFiles: islandCount(locale, "ModulePage.run", "frameworkFiles"),
      filesBeforeStop: islandCount(locale, "ModulePage.run", "filesBeforeStop"),
    },
  };
}

/**
 * The composer island's props for a locale: every label, the adapter groups in picker order, the
 * start points, each adapter's description and each module's feature names. Module facts (names,
 * parameters, wiring) come with the island's own code from the catalogue's records, so they are
 * not repeated here.
 */
export function composerProps(locale: Locale): GenomeComposerProps {
  const catalog = getCatalogCopy(locale);
  const page = getTranslator(locale, "ComposePage");
  return {
    locale,
    heading: { title: page("title"), lead: page("lead") },
    groups: pickerGroupOrder.map((group) => ({ id: group, label: catalog.group(group) })),
    templates: genomes.map((genome) => ({
      id: genome.id,
      name: catalog.genome(genome.id, "name"),
      description: catalog.genome(genome.id, "description"),
      // What the composer will show for it: the template's modules and every integrator that applies.
      moduleCount: moduleCountText(locale, templateModuleCount(genome.id)),
    })),
    descriptions: Object.fromEntries(
      modules.flatMap((module) => (module.category === "adapter" ? [[module.id, catalog.moduleDescription(module.id)]] : [])),
    ) as Partial<Record<ModuleId, string>>,
    featureNames: Object.fromEntries(modules.map((module) => [module.id, catalog.featureNames(module)])),
    runs: Object.fromEntries(
      modules.map((module): [ModuleId, ComposerModuleRun] => {
        const { outcome, run, files } = moduleRunResult(module.id);
        return [module.id, { outcome, firstError: outcome === "fails" ? (run?.firstError ?? null) : null, files }];
      }),
    ),
    labels: composerLabels(locale),
  };
}
