import { genomes, modules, type ModuleId } from "@/domain/catalog/catalog";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { placeholder } from "@/i18n/message-template";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { islandMessages } from "@/i18n/island-messages";
import { newCommand } from "@/domain/cli/new-command";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { moduleCountLabels, moduleCountText } from "@/features/genome/module-count-text";
import type { ComposerLabels, GenomeComposerProps } from "./ui/composer-labels";
import { pickerGroupOrder } from "./ui/picker-groups";
import type { ComposerModuleRun } from "./ui/composer-labels";
import { moduleRunResult } from "@/domain/cli/cli-run-results";
import { runOutcomeLabels, runStampText } from "@/features/genome/run-stamp";

/** A count's wording for every number from 0 to `max` (index = count): plurals resolved here, not in the browser. */
function counts(max: number, format: (count: number) => string): string[] {
  return Array.from({ length: max + 1 }, (_, count) => format(count));
}

function composerLabels(locale: Locale): ComposerLabels {
  const messages = islandMessages(locale, "Composer");
  const count = getTranslator(locale, "ComposerCounts");
  const common = getTranslator(locale, "Common");
  const copied = { copied: common("copied"), failed: common("copyFailed") };
  const run = getTranslator(locale, "ModulePage.run");
  const mostFiles = Math.max(...modules.map((module) => moduleRunResult(module.id).files.length));
  return {
    ...messages,
    settings: {
      ...messages.settings,
      // A module's parameters and features together bound how many values can differ from the defaults.
      changed: counts(Math.max(...modules.map((module) => module.parameters.length + module.features.length)), (n) => count("changed", { count: n })),
    },
    outputs: {
      ...messages.outputs,
      copy: { copy: common("copy"), ...copied },
      copyLink: { copy: messages.outputs.copyLink, ...copied },
      command: newCommand({ genome: placeholder("file") }),
      count: moduleCountLabels(locale, modules.length),
      filesDescription: getTranslator(locale, "Composer.outputs")("filesDescription", { stamp: runStampText(locale) }),
    },
    runs: {
      ...messages.runs,
      outcomes: runOutcomeLabels(locale),
      failing: counts(modules.length, (n) => count("failing", { count: n })),
      warningDescription: counts(modules.length, (n) => count("warning", { count: n })),
      files: counts(mostFiles, (n) => run("files", { count: n })),
      frameworkFiles: counts(mostFiles, (n) => run("frameworkFiles", { count: n })),
      filesBeforeStop: counts(mostFiles, (n) => run("filesBeforeStop", { count: n })),
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
