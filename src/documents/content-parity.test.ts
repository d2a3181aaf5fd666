import { describe, expect, it } from "vitest";
import { genomeIds } from "@/domain/catalog/catalog";
import { futureWorkIds } from "@/domain/content/future-work";
import { milestoneIds } from "@/domain/content/roadmap";
import { catalogFacts } from "@/domain/catalog/catalog-facts";
import { lightpaperEn } from "./lightpaper/en";
import { lightpaperFr } from "./lightpaper/fr";
import { lightpaperSectionIds } from "./lightpaper/types";
import { whitepaperEn } from "./whitepaper/en";
import { whitepaperFr } from "./whitepaper/fr";
import { whitepaperSectionIds } from "./whitepaper/types";

/** The shape of a value: object keys, array lengths and block kinds; text replaced by its type. */
function shape(value: unknown): unknown {
  if (typeof value === "function") return "function";
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, key === "kind" || key === "figure" || key === "id" ? item : shape(item)]),
    );
  }
  return typeof value;
}

/** Every string in a value, with functions called on sample arguments. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") {
    // Formatters take either a count or a roadmap date; each is called with the samples it accepts.
    const samples: [string, unknown][] = [["1", 1], ["12", 12], ["v", { version: "1.0" }], ["q", { quarter: 2, year: 2026 }]];
    return samples.flatMap(([label, sample]) => {
      try {
        const text: unknown = value(sample);
        return typeof text === "string" && !/undefined|\[object/.test(text) ? strings(text, `${path}(${label})`) : [];
      } catch {
        return [];
      }
    });
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

const facts = catalogFacts();
const documents = {
  lightpaper: { en: lightpaperEn(facts), fr: lightpaperFr(facts) },
  whitepaper: { en: whitepaperEn(facts), fr: whitepaperFr(facts) },
};

describe.each(Object.entries(documents))("%s content", (_name, { en, fr }) => {
  it("has the same structure in English and French", () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it("has no empty text in either language", () => {
    for (const [path, text] of [...strings(en), ...strings(fr)]) expect(text.trim(), path).not.toBe("");
  });

  it("translates the running text rather than copying it", () => {
    const english = new Map(strings(en));
    const copied = strings(fr).filter(([path, text]) => text.length > 40 && english.get(path) === text);
    expect(copied).toEqual([]);
  });
});

describe("document coverage", () => {
  it("labels every table-of-contents anchor", () => {
    for (const locale of ["en", "fr"] as const) {
      expect(Object.keys(documents.lightpaper[locale].toc).sort()).toEqual([...lightpaperSectionIds].sort());
      expect(Object.keys(documents.whitepaper[locale].toc).sort()).toEqual([...whitepaperSectionIds].sort());
    }
  });

  it("describes every genome, milestone and future-work item", () => {
    for (const locale of ["en", "fr"] as const) {
      expect(Object.keys(documents.lightpaper[locale].useCases.items).sort()).toEqual([...genomeIds].sort());
      expect(Object.keys(documents.lightpaper[locale].roadmap.items).sort()).toEqual([...milestoneIds].sort());
      expect(Object.keys(documents.whitepaper[locale].futureWork.items).sort()).toEqual([...futureWorkIds].sort());
    }
  });

  it("quotes catalogue figures rather than fixed numbers", () => {
    const fewer = { ...facts, moduleCount: 7 };
    expect(lightpaperEn(fewer).solution.layers[1]!.points[0]).toMatch(/^7 modules/);
    expect(whitepaperFr(fewer).sections.abstract.blocks[0]).toMatchObject({ text: expect.stringContaining("7 modules") });
  });
});
