import { getGenome } from "@/domain/catalog/catalog";
import { genomeCapabilitiesOf } from "@/domain/catalog/catalog-derived";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { templateGenome } from "@/domain/genome/composition-genome";
import { moduleCountFigure, moduleCountText } from "@/features/genome/module-count-text";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { genomeFileName } from "@/domain/genome/genome-file";
import { genomeSteps } from "@/features/genome/genome-steps";
import { modulePath } from "@/domain/catalog/paths";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { findPage } from "@/lib/pages";
import { bulletList, code, codeBlock, heading, link, markdownDocument, paragraph, quote, table, termItem } from "./markdown";
import { siteUrl } from "./site-url";
import { templateModuleCount, templateModules } from "@/domain/genome/template-modules";
import { CTA_HREF } from "@/lib/site-nav";
import { route } from "@/domain/site/page-paths";

/** A module's name, linked to its page when the site has one. */
function moduleName(module: { id: string; name: string }, locale: Locale): string {
  const path = modulePath(module.id);
  return findPage(path) ? link(module.name, siteUrl(path, locale)) : module.name;
}

/** A genome page as Markdown: what it is for, the genome file, its modules and the commands that generate it. */
export function genomeMarkdown(locale: Locale, id: string): string {
  const genome = getGenome(id);
  if (!genome) throw new Error(`Unknown genome ${id}`);
  const t = getTranslator(locale, "SolutionPage");
  const labels = getTranslator(locale, "Agents.markdown");
  const install = getTranslator(locale, "Install");
  const catalog = getCatalogCopy(locale);
  const file = genomeFileName(genome.id);
  const modules = templateModules(genome.id);
  const genomeFile = genomeToTypeScript(templateGenome(genome.id, catalog.genome(genome.id, "description")));
  const count = templateModuleCount(genome.id);
  return markdownDocument([
    heading(1, catalog.genome(genome.id, "name")),
    quote(catalog.genome(genome.id, "description")),
    bulletList([
      termItem(labels("useCase"), catalog.useCase(genome.useCase)),
      termItem(t("facts.complexity"), catalog.complexity(genome.complexity)),
      termItem(t("facts.modules"), moduleCountFigure(locale, count)),
      termItem(t("templateTagsLabel"), genome.tags.map(catalog.tag).join(", ")),
      termItem(t("tagsLabel"), genomeCapabilitiesOf(genome).map(catalog.capability).join(", ")),
    ]),
    heading(2, t("challenge.title")),
    paragraph(catalog.genome(genome.id, "challenge")),
    heading(2, t("genome.title")),
    paragraph(t("genome.description", { file })),
    paragraph(t("genome.installs", { summary: moduleCountText(locale, count) })),
    codeBlock(genomeFile, "ts"),
    heading(2, t("modules.title")),
    paragraph(t("modules.description", { count: modules.length })),
    table(
      [labels("module"), labels("category"), labels("description")],
      modules.map((module) => [
        `${moduleName(module, locale)} ${code(module.id)}`,
        catalog.category(module.category),
        catalog.moduleDescription(module.id),
      ]),
    ),
    heading(2, t("how.title")),
    ...genomeSteps(genome.id).flatMap((step, index) => [
      heading(3, `${t("how.step", { number: String(index + 1) })} · ${t(`how.steps.${step.key}.title`)}`),
      paragraph(t(`how.steps.${step.key}.description`, { file })),
      step.key === "save"
        ? paragraph(code(step.file))
        : step.key === "install"
          ? paragraph(link(install("guide"), siteUrl(step.guide, locale)))
          : codeBlock(step.command, "sh"),
    ]),
    heading(2, t("cta.title")),
    paragraph(t("cta.description")),
    bulletList([link(t("cta.button"), siteUrl(CTA_HREF, locale)), link(t("cta.marketplace"), siteUrl(route("marketplace"), locale))]),
  ]);
}
