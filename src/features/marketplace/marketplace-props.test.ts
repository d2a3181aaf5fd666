import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { genomes, modules } from "@/domain/catalog/catalog";
import { fillTemplate, formatCount } from "@/i18n/message-template";
import { marketplaceBrowserProps } from "./marketplace-props";

describe("marketplace browser props", () => {
  for (const locale of locales) {
    it(`are plain data with every module and label (${locale})`, () => {
      const props = marketplaceBrowserProps(locale);
      expect(JSON.parse(JSON.stringify(props))).toEqual(props);
      expect(props.items.map((item) => item.id)).toEqual(modules.map((module) => module.id));
      expect(props.items.every((item) => item.description.length > 0)).toBe(true);
      expect(props.templates.map((item) => item.id)).toEqual(genomes.map((genome) => genome.id));
      expect(props.templates.every((item) => item.description.length > 0 && item.modules.length > 0)).toBe(true);
      const everything = modules.length + genomes.length;
      expect(formatCount(props.labels.resultCount, everything)).toBe(`${everything} ${locale === "fr" ? "résultats" : "results"}`);
      const mostDependencies = Math.max(...props.items.map((item) => item.dependencyCount));
      expect(formatCount(props.labels.card.dependencies, mostDependencies)).toContain(String(mostDependencies));
    });

    it(`leave only the placeholders the island fills (${locale})`, () => {
      const { card, details } = marketplaceBrowserProps(locale).labels;
      expect(card.version).toContain("{version}");
      for (const label of [card.sourceLabel, card.detailsLabel, details.dependencyLabel]) {
        expect(label).toContain("{name}");
      }
      expect(details.choices).toContain("{choices}");
      expect(details.composeHref).toContain("{query}");
    });
  }

  it("link each card to its module page in the reader's language", () => {
    expect(fillTemplate(marketplaceBrowserProps("en").labels.card.pageHref, { id: "database/drizzle" })).toBe("/marketplace/database/drizzle");
    expect(fillTemplate(marketplaceBrowserProps("fr").labels.card.pageHref, { id: "stripe-nextjs-integration" })).toBe(
      "/fr/marketplace/stripe-nextjs-integration",
    );
  });

  it("link each genome template to its genome page in the reader's language", () => {
    expect(marketplaceBrowserProps("en").templates.map((item) => item.href)).toEqual(genomes.map((genome) => `/solutions/${genome.id}`));
    expect(marketplaceBrowserProps("fr").templates.map((item) => item.href)).toEqual(genomes.map((genome) => `/fr/solutions/${genome.id}`));
  });

  it("list an adapter under its group and an integrator under the group of the first technology it joins", () => {
    const group = (id: string) => marketplaceBrowserProps("en").items.find((item) => item.id === id)!.group;
    expect(group("database/drizzle")).toBe("database");
    expect(group("stripe-drizzle-integration")).toBe("payment");
    expect(group("sentry-drizzle-nextjs-integration")).toBe("observability");
    expect(marketplaceBrowserProps("fr").groupLabels.database).toBe("Base de données");
  });

  it("say in words what a module needs, and promise no usage figures", () => {
    const en = marketplaceBrowserProps("en").labels;
    const fr = marketplaceBrowserProps("fr").labels;
    const needs = (labels: typeof en) => [0, 1, 2].map((count) => formatCount(labels.card.dependencies, count));
    expect(needs(en)).toEqual(["No other module needed", "Needs 1 other module", "Needs 2 other modules"]);
    expect(needs(fr)).toEqual(["Aucun autre module requis", "Requiert 1 autre module", "Requiert 2 autres modules"]);
    for (const labels of [en, fr]) expect(JSON.stringify(labels)).not.toMatch(/stars|downloads|étoiles|téléchargements/i);
  });

  it("stay lean: a card's facts only, the dialog's details come with the dialog", () => {
    for (const item of marketplaceBrowserProps("en").items) {
      expect(Object.keys(item).sort()).toEqual(["category", "dependencyCount", "description", "githubUrl", "group", "id", "name", "version"]);
    }
  });
});
