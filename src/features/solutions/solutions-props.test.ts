import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { genomes } from "@/domain/catalog/catalog";
import { genomeTags } from "@/domain/catalog/catalog-derived";
import { formatCount } from "@/i18n/message-template";
import { solutionsBrowserProps } from "./solutions-props";

describe("solutions browser props", () => {
  for (const locale of locales) {
    it(`are plain data with every genome, tag and label (${locale})`, () => {
      const props = solutionsBrowserProps(locale);
      expect(JSON.parse(JSON.stringify(props))).toEqual(props);
      expect(props.items.map((item) => item.id)).toEqual(genomes.map((genome) => genome.id));
      expect(props.tags.map((tag) => tag.id).sort()).toEqual([...genomeTags]);
      expect(formatCount(props.labels.resultCount, genomes.length)).toBe(`${genomes.length} templates`);
    });
  }

  it("link each card to its genome page in the reader's language", () => {
    expect(solutionsBrowserProps("en").items.find((item) => item.id === "saas-starter")?.card.href).toBe("/solutions/saas-starter");
    expect(solutionsBrowserProps("fr").items.find((item) => item.id === "saas-starter")?.card.href).toBe("/fr/solutions/saas-starter");
  });

  it("show the technologies each genome installs, its framework first", () => {
    const saas = solutionsBrowserProps("en").items.find((item) => item.id === "saas-starter")!.card;
    expect(saas.technologies.map((technology) => technology.id)).toEqual([
      "framework/nextjs",
      "ui/shadcn-ui",
      "auth/better-auth",
      "database/drizzle",
      "payment/stripe",
      "state/zustand",
      "testing/vitest",
    ]);
    expect(saas.technologies[0]!.name).toBe("Next.js");
  });

  it("sort the tags by their label in the reader's language", () => {
    const labels = solutionsBrowserProps("fr").tags.map((tag) => tag.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator("fr").compare));
  });
});
