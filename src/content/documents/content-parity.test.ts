import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { genomeIds } from "@/domain/catalog/catalog";
import { futureWorkIds } from "@/domain/content/future-work";
import { milestoneIds } from "@/domain/content/roadmap";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { documentContents, lightpaperEntry, whitepaperEntry } from "@/test/documents";
import { lightpaperContent } from "./lightpaper/content";
import { lightpaperSectionIds } from "./lightpaper/schema";
import { whitepaperContent } from "./whitepaper/content";
import { paperSections } from "./whitepaper/paper-body";
import { whitepaperSectionIds } from "./whitepaper/schema";

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

/** Every string in a value, with its path. */
function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The ICU values a message takes (`{moduleCount}`, `{count, plural, …}`), sorted. */
function argumentNames(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument || element.type === TYPE.number) names.add(element.value);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        names.add(element.value);
        for (const option of Object.values(element.options)) visit(option.value);
      }
    }
  };
  visit(parse(message));
  return [...names].sort();
}

/** What each document's text is written as: the frontmatter, and the white paper's body cut into sections. */
const sources = {
  lightpaper: { en: lightpaperEntry("en").data, fr: lightpaperEntry("fr").data },
  whitepaper: {
    en: { ...whitepaperEntry("en").data, body: paperSections(whitepaperEntry("en").body) },
    fr: { ...whitepaperEntry("fr").data, body: paperSections(whitepaperEntry("fr").body) },
  },
};
const rendered = { en: documentContents("en"), fr: documentContents("fr") };

describe.each(["lightpaper", "whitepaper"] as const)("%s content", (name) => {
  const { en, fr } = sources[name];

  it("has the same structure in English and French: keys, ids, sections, blocks and figures", () => {
    expect(shape(fr)).toEqual(shape(en));
  });

  it("takes the same values in the same places in both languages", () => {
    const french = new Map(strings(fr));
    const mismatched = strings(en).filter(([path, text]) => argumentNames(text).join() !== argumentNames(french.get(path) ?? "").join());
    expect(mismatched).toEqual([]);
  });

  it("has no empty text and no unfilled placeholder once rendered, in either language", () => {
    for (const [path, text] of [...strings(rendered.en[name]), ...strings(rendered.fr[name])]) {
      expect(text.trim(), path).not.toBe("");
      expect(text, path).not.toMatch(/[{}]/);
    }
  });

  it("translates the running text rather than copying it", () => {
    const english = new Map(strings(rendered.en[name]));
    const copied = strings(rendered.fr[name]).filter(([path, text]) => text.length > 40 && english.get(path) === text);
    expect(copied).toEqual([]);
  });
});

describe("document coverage", () => {
  it("labels every table-of-contents anchor", () => {
    for (const locale of ["en", "fr"] as const) {
      expect(Object.keys(rendered[locale].lightpaper.toc)).toEqual([...lightpaperSectionIds]);
      expect(Object.keys(rendered[locale].whitepaper.toc)).toEqual([...whitepaperSectionIds]);
    }
  });

  it("describes every genome, milestone and future-work item", () => {
    for (const locale of ["en", "fr"] as const) {
      expect(Object.keys(rendered[locale].lightpaper.useCases.items).sort()).toEqual([...genomeIds].sort());
      expect(Object.keys(rendered[locale].lightpaper.roadmap.items).sort()).toEqual([...milestoneIds].sort());
      expect(Object.keys(rendered[locale].whitepaper.futureWork.items).sort()).toEqual([...futureWorkIds].sort());
    }
  });

  it("quotes catalogue figures rather than fixed numbers, and counts with the language's plural rules", () => {
    const fewer = { ...catalogFacts(), moduleCount: 7 };
    const brief = lightpaperContent(lightpaperEntry("en").data, "en", fewer);
    expect(brief.solution.layers[1]!.points[0]).toMatch(/^7 modules/);
    expect(brief.useCases.modulesLabel(1)).toBe("1 module");
    expect(whitepaperContent(whitepaperEntry("fr"), "fr", fewer).sections.abstract.blocks[0]).toMatchObject({ text: expect.stringContaining("7 modules") });
  });
});
