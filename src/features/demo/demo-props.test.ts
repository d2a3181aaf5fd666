import { describe, expect, it } from "vitest";
import { genomes } from "@/domain/catalog/catalog";
import { locales } from "@/i18n/routing";
import { expandDemoData } from "./demo-data";
import { demoProps } from "./demo-props";
import { matchTemplate } from "./template-matching";

describe("demoProps", () => {
  it.each(locales)("gives the island every string and template in %s", (locale) => {
    const { labels, data, title, badge } = demoProps(locale);
    expect(title).toContain("genome.ts");
    expect(badge).toBe(labels.simulated);
    expect(data.templates.map((template) => template.id)).toEqual(genomes.map((genome) => genome.id));
    expect(Object.keys(labels.perTemplate).sort()).toEqual(genomes.map((genome) => genome.id).sort());
    expect(Object.keys(labels.examples)).toHaveLength(4);
  });

  it("is plain serialisable data, and lean", () => {
    const props = demoProps("en");
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
    // Serialised into the landing page (52 KB before templates shared their modules and words).
    expect(JSON.stringify(props).length).toBeLessThan(32_000);
  });

  it("matches a prompt in the other language", () => {
    const templates = expandDemoData(demoProps("en").data);
    expect(matchTemplate("Une boutique en ligne avec panier", templates).template.id).toBe("ecommerce-app");
    expect(demoProps("fr").labels.start).not.toBe(demoProps("en").labels.start);
  });
});
