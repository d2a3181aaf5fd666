import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { genomeById } from "@/domain/catalog/catalog";
import { genomeIds, type GenomeId } from "@/domain/catalog/catalog-ids";
import { moduleRecord } from "@/domain/catalog/catalog-records";
import { templateGenome } from "@/domain/genome/composition-genome";
import { moduleCountOf, type ModuleCount } from "@/domain/genome/module-count";
import { compositionFromTemplate, resolveComposition } from "@/domain/genome/resolve-composition";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { catalogJson } from "@/features/agents/catalog-json";
import { genomeMarkdown } from "@/features/agents/genome-markdown";
import { generationSession } from "@/features/cli/generation-session";
import { composerProps } from "@/features/compose/compose-props";
import { demoProps } from "@/features/demo/demo-props";
import { formatModuleCount } from "@/features/genome/module-count-format";
import { solutionsBrowserProps } from "@/features/solutions/solutions-props";
import { lightpaperContent } from "@/content/documents/lightpaper/content";
import { GenomeCodeSection } from "@/pages/[...locale]/solutions/[id]/_sections/genome-code-section";
import { SolutionHero } from "@/pages/[...locale]/solutions/[id]/_sections/solution-hero";
import { WhatYouGetSection } from "@/pages/[...locale]/solutions/[id]/_sections/what-you-get-section";
import { UseCasesSection } from "@/pages/[...locale]/lightpaper/_sections/use-cases-section";
import { lightpaperEntry } from "./documents";

/** "18 modules: 7 adapters chosen, 11 integrators wired", the English summary every view words a count with. */
function parseSummary(text: string): ModuleCount {
  const match = /(\d+) modules?: (\d+) adapters? chosen, (\d+) integrators? wired/.exec(text);
  if (!match) throw new Error(`No module count in "${text}"`);
  return { total: Number(match[1]), chosen: Number(match[2]), wired: Number(match[3]) };
}

/** "18 (7 adapters chosen, 11 integrators wired)", the genome's fact beside its "Modules" label. */
function parseFigure(text: string): ModuleCount {
  const match = /(\d+) \((\d+) adapters? chosen, (\d+) integrators? wired\)/.exec(text);
  if (!match) throw new Error(`No module figure in "${text}"`);
  return { total: Number(match[1]), chosen: Number(match[2]), wired: Number(match[3]) };
}

/** A section's HTML, rendered as the build renders it. */
const html = (element: React.ReactElement) => renderToStaticMarkup(element);

/** The text a visitor reads in some HTML. */
const text = (markup: string) => markup.replace(/<[^>]+>/g, "").replaceAll("&#x27;", "'");

/** Every view that shows a template's module count, each read the way a visitor reads it (English). */
const views: Record<string, (id: GenomeId) => Partial<ModuleCount>> = {
  "its genome file": (id) => {
    const ids = templateGenome(id, "").modules.map((entry) => entry.id);
    const wired = ids.filter((module) => moduleRecord(module as never).category === "integrator").length;
    return { total: ids.length, chosen: ids.length - wired, wired };
  },
  "the solutions card": (id) => parseSummary(solutionsBrowserProps("en").items.find((item) => item.id === id)!.card.modules),
  "the genome page's facts": (id) => parseFigure(text(html(<SolutionHero locale="en" genome={genomeById(id)} />))),
  "the genome page's file note": (id) => parseSummary(text(html(<GenomeCodeSection locale="en" genome={genomeById(id)} />))),
  "the genome page's module cards": (id) => {
    const badges = [...html(<WhatYouGetSection locale="en" genome={genomeById(id)} />).matchAll(/data-category="(\w+)"/g)].map((match) => match[1]);
    const wired = badges.filter((category) => category === "integrator").length;
    return { total: badges.length, chosen: badges.length - wired, wired };
  },
  "the genome page's Markdown twin": (id) => parseFigure(genomeMarkdown("en", id)),
  "the CLI terminal session": (id) => {
    // Validating Genome (all), Setting Up Framework (one adapter), Installing Adapters (the others), Configuring Integrations.
    const [validated, framework, adapters, integrators] = generationSession("en", id).slice(1, 5);
    const count = (detail = "") => Number(/(\d+) (?:module|adapter|integrator)/.exec(detail)![1]);
    return { total: count(validated?.detail), chosen: (framework?.detail ? 1 : 0) + count(adapters?.detail), wired: count(integrators?.detail) };
  },
  "the composer's start point": (id) => parseSummary(composerProps("en").templates.find((template) => template.id === id)!.moduleCount),
  "the composer's outputs": (id) =>
    parseSummary(formatModuleCount(composerProps("en").labels.outputs.count, moduleCountOf(resolveComposition(compositionFromTemplate(id))))),
  "the landing demo's match": (id) => parseSummary(demoProps("en").labels.perTemplate[id]!.moduleCount),
  "the landing demo's module lists": (id) => {
    const { data } = demoProps("en");
    const ids = data.templates.find((template) => template.id === id)!.moduleIds;
    const wired = ids.filter((module) => data.modules[module]!.category === "integrator").length;
    return { total: ids.length, chosen: ids.length - wired, wired };
  },
  "the public catalogue JSON": (id) => {
    const { total, chosen, wired, modules } = catalogJson().genomes.find((genome) => genome.id === id)!.installs;
    expect(modules).toHaveLength(total);
    return { total, chosen, wired };
  },
  // The brief's use-case cards give the total alone.
  "the product brief's use case": (id) => {
    const section = html(<UseCasesSection locale="en" content={lightpaperContent(lightpaperEntry("en").data, "en")} />);
    const card = section.split("<article").find((markup) => markup.includes(`href="/solutions/${id}"`))!;
    return { total: Number(/(\d+) modules/.exec(text(card))![1]) };
  },
};

describe("a genome's module count", () => {
  it.each(genomeIds)("%s: every view shows the count of what its file installs", (id) => {
    const expected = templateModuleCount(id);
    expect(expected.total).toBe(expected.chosen + expected.wired);
    for (const [view, read] of Object.entries(views)) expect(expected, view).toMatchObject(read(id));
  });
});
