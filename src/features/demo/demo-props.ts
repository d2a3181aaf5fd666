import { genomes } from "@/domain/catalog/catalog";
import { catalogMessageKey } from "@/domain/catalog/catalog-derived";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { locales, type Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { newCommand } from "@/domain/cli/new-command";
import { localizeHref } from "@/i18n/locale-path";
import { placeholder } from "@/i18n/message-template";
import { islandMessages } from "@/i18n/island-messages";
import type { DemoLabels } from "./demo-labels";
import { buildDemoData } from "./demo-templates";
import type { InteractiveDemoProps } from "./interactive-demo";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { projectOutline } from "@/domain/genome/project-files";
import { moduleRunResult, templateRunResult } from "@/domain/cli/cli-run-results";
import { addedFiles } from "./project-structure";
import { moduleCountText } from "@/features/genome/module-count-text";
import { composeHref, templateQuery } from "@/features/compose/compose-link";
import { genomePath } from "@/domain/catalog/paths";
import { GENOME_FILE_NAME } from "@/domain/genome/genome-file";

/** Every string the demo shows, in the page's language. */
function demoLabels(locale: Locale): DemoLabels {
  const t = getTranslator(locale, "Landing.demo");
  const tCommon = getTranslator(locale, "Common");
  // The preview words the project as the first screen does.
  const tProject = getTranslator(locale, "Landing.hero.product");
  const catalog = getCatalogCopy(locale);
  return {
    ...islandMessages(locale, "Landing.demo", ["eyebrow", "title", "description", "templates", "capabilities", "status", "copyGenome", "structureCount", "runVariant"]),
    status: { idle: t("status.idle"), running: t("status.running"), paused: t("status.paused") },
    copyGenome: { copy: t("copyGenome"), copied: tCommon("copied"), failed: tCommon("copyFailed") },
    foldersLabel: tProject("foldersLabel"),
    composerHref: localizeHref(composeHref(templateQuery(placeholder("id"))), locale),
    runHref: localizeHref(`${genomePath(placeholder("id"))}#run-title`, locale),
    perTemplate: Object.fromEntries(
      genomes.map((genome) => {
        const count = templateModuleCount(genome.id);
        // What its recorded run wrote at state B: its own run, or its nearest variant's when it fails.
        const { made, variant } = templateRunResult(genome.id);
        const files = made?.files ?? [];
        const outline = projectOutline(files);
        return [
          genome.id,
          {
            moduleCount: moduleCountText(locale, count),
            complete: t("status.complete", { name: catalog.genome(genome.id, "name"), count: count.total }),
            files: tProject("files", { count: outline.total }),
            rootFiles: tProject("rootFiles", { count: outline.rootFiles }),
            applied: tProject("applied", { count: made?.applied.length ?? 0 }),
            added: t("structureCount", { count: addedFiles(files, moduleRunResult("framework/nextjs").files).length }),
            variant: variant && made === variant ? t("runVariant", { count: variant.omitted.length }) : "",
          },
        ];
      }),
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

  return { title: newCommand({ genome: GENOME_FILE_NAME }), badge: labels.simulated, labels, data };
}
