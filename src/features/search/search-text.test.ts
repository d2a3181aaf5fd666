import { describe, expect, it } from "vitest";
import { searchLabels } from "./search-labels";
import { noResultsText, resultCountText, sectionOfText } from "./search-text";

describe("search text", () => {
  it("count results with each language's plural rules", () => {
    const en = searchLabels("en");
    const fr = searchLabels("fr");
    expect([0, 1, 2].map((count) => resultCountText(en, count))).toEqual(["0 results", "1 result", "2 results"]);
    expect([0, 1, 2].map((count) => resultCountText(fr, count))).toEqual(["0 résultat", "1 résultat", "2 résultats"]);
  });

  it("quote the query that found nothing, and name a section's page", () => {
    expect(noResultsText(searchLabels("en"), "zzz")).toBe("No results for “zzz”");
    expect(noResultsText(searchLabels("fr"), "{page}")).toBe("Aucun résultat pour «\u00a0{page}\u00a0»");
    expect(sectionOfText(searchLabels("fr"), "Livre blanc")).toBe("Section de Livre blanc");
  });

  it("point each language at its own search page", () => {
    expect(searchLabels("en").pageHref).toBe("/search");
    expect(searchLabels("fr").pageHref).toBe("/fr/search");
  });
});
