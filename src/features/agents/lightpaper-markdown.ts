import { genomes } from "@/domain/catalog/catalog";
import { roadmapEntries } from "@/domain/content/roadmap";
import { requirements, supportedStacks } from "@/domain/content/platform";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { lightpaperSectionIds, type LightpaperSectionId } from "@/content/documents/lightpaper/schema";
import { EXAMPLE_GENOME_ID } from "@/features/documents/document-figures";
import { getStartedLinks } from "@/features/documents/get-started-links";
import { lightpaperFigures } from "@/features/documents/lightpaper-figures";
import { stackOf } from "@/features/documents/use-case-card";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { templateGenome } from "@/domain/genome/composition-genome";
import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import {
  bold,
  bulletList,
  codeBlock,
  heading,
  italic,
  link,
  markdownDocument,
  orderedList,
  paragraph,
  quote,
  termItem,
  type MarkdownBlock,
} from "./markdown";
import { resolutionPlanList } from "./resolution-plan-markdown";
import { siteUrl } from "./site-url";
import { genomePath } from "@/domain/catalog/paths";
import { templateModuleCount, templateModuleIds } from "@/domain/genome/template-modules";
import { route } from "@/domain/site/page-paths";

function problem({ problem: section }: LightpaperContent): MarkdownBlock[] {
  return [
    heading(2, section.title),
    paragraph(section.lead),
    ...section.paragraphs.map(paragraph),
    quote(section.closing),
  ];
}

function solution({ solution: section }: LightpaperContent): MarkdownBlock[] {
  return [
    heading(2, section.title),
    paragraph(section.lead),
    ...section.layers.flatMap((layer) => [heading(3, layer.name), italic(layer.tagline), paragraph(layer.body), bulletList(layer.points)]),
    paragraph(section.closing),
  ];
}

function architecture({ architecture: section }: LightpaperContent): MarkdownBlock[] {
  return [
    heading(2, section.title),
    paragraph(section.lead),
    orderedList(section.steps.map((step) => termItem(step.title, step.body))),
    heading(3, section.genomeTitle),
    paragraph(section.genomeBody),
    codeBlock(genomeToTypeScript(templateGenome(EXAMPLE_GENOME_ID, section.genomeDescription)), "ts"),
    heading(3, section.orderTitle),
    paragraph(section.orderBody),
    resolutionPlanList(templateModuleIds(EXAMPLE_GENOME_ID), section.layerLabel),
  ];
}

function useCases({ useCases: section }: LightpaperContent, locale: Locale): MarkdownBlock[] {
  return [
    heading(2, section.title),
    paragraph(section.lead),
    ...genomes.flatMap((genome) => {
      const item = section.items[genome.id];
      if (!item) throw new Error(`The product brief has no use case for ${genome.id}`);
      return [
        heading(3, `${item.title} · ${section.modulesLabel(templateModuleCount(genome.id).total)}`),
        paragraph(item.body),
        paragraph(
          termItem(
            section.stackLabel,
            stackOf(genome)
              .map((module) => module.name)
              .join(", "),
          ),
        ),
        paragraph(link(section.viewLabel, siteUrl(genomePath(genome.id), locale))),
      ];
    }),
  ];
}

function specifications({ specifications: section }: LightpaperContent): MarkdownBlock[] {
  return [
    heading(2, section.title),
    paragraph(section.lead),
    heading(3, section.requirementsTitle),
    bulletList(requirements.map((requirement) => (requirement.version ? termItem(requirement.name, requirement.version) : requirement.name))),
    heading(3, section.stacksTitle),
    bulletList(supportedStacks.map((stack) => (stack.version ? termItem(stack.name, stack.version) : stack.name))),
    heading(3, section.catalogTitle),
    bulletList(section.catalogRows.map((row) => termItem(row.label, row.value))),
  ];
}

function roadmap({ roadmap: section }: LightpaperContent): MarkdownBlock[] {
  return [
    heading(2, section.title),
    paragraph(section.lead),
    bulletList(
      roadmapEntries().map((entry) => {
        const item = section.items[entry.id];
        return termItem(item.title, `${italic(section.status[entry.status])}. ${item.body}`);
      }),
    ),
  ];
}

function forTeams({ forTeams: section }: LightpaperContent, locale: Locale): MarkdownBlock[] {
  return [
    heading(2, section.title),
    paragraph(section.lead),
    bulletList(section.features.map((feature) => termItem(feature.title, feature.body))),
    paragraph(link(section.cta, siteUrl(route("forTeams"), locale))),
  ];
}

function getStarted({ getStarted: section }: LightpaperContent, locale: Locale): MarkdownBlock[] {
  const install = getTranslator(locale, "Install");
  return [
    heading(2, section.title),
    paragraph(section.lead),
    paragraph(bold(section.installLabel)),
    // Where the npm command stood: no npm release installs (facts/CLI-FACTS.md §8 R2), the CLI is built from source.
    paragraph(`${install("status")} ${link(install("guide"), siteUrl(siteConfig.cli.installGuidePath, locale))}`),
    bulletList(getStartedLinks(section.links).map((item) => `${link(item.title, siteUrl(item.href, locale))} — ${item.body}`)),
  ];
}

const sections: Record<LightpaperSectionId, (content: LightpaperContent, locale: Locale) => MarkdownBlock[]> = {
  problem,
  solution,
  architecture,
  "use-cases": useCases,
  specifications,
  roadmap,
  "for-teams": forTeams,
  "get-started": getStarted,
};

/**
 * The product brief as Markdown: the page's text, figures, example genome and plan, in the page's
 * order; its roadmap's statuses from the products and the catalogue, as the page shows them.
 */
export function lightpaperMarkdown(content: LightpaperContent, locale: Locale): string {
  return markdownDocument([
    heading(1, content.title),
    italic(content.eyebrow),
    quote(content.lead),
    bulletList(lightpaperFigures(content.figures).map((figure) => `${bold(figure.value)} ${figure.label}`)),
    ...lightpaperSectionIds.flatMap((id) => sections[id](content, locale)),
  ]);
}
