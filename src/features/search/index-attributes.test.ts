import { describe, expect, it } from "vitest";
import { moduleIds, genomeIds } from "@/domain/catalog/catalog";
import { modulePath } from "@/domain/catalog/paths";
import { findPage } from "@/lib/pages";
import { searchIndexAttributes } from "./index-attributes";

describe("search index attributes", () => {
  it("index a page's main content, titled as in the browser tab, with its meta description", () => {
    expect(searchIndexAttributes("en", "/philosophy")).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-filter": "kind:page",
      "data-pagefind-meta": "title[data-search-title], description[data-search-description]",
      "data-search-title": "Philosophy",
      "data-search-description": findPage("/philosophy")!.meta("en").description,
    });
    expect(searchIndexAttributes("fr", "/whitepaper")["data-search-title"]).toBe("Livre blanc");
  });

  it("file modules and genomes under their kind, titled by their name, with their description", () => {
    const module = modulePath(moduleIds[0]!);
    expect(searchIndexAttributes("en", module)).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-filter": "kind:module",
      "data-pagefind-meta": "description[data-search-description]",
      "data-search-description": findPage(module)!.meta("en").description,
    });
    const genome = `/solutions/${genomeIds[0]}`;
    expect(searchIndexAttributes("fr", genome)).toMatchObject({ "data-pagefind-filter": "kind:genome", "data-search-description": findPage(genome)!.meta("fr").description });
  });

  it("leave out the pages kept from search engines, the search page among them", () => {
    for (const path of ["/lightpaper-test", "/search", "/not-found", "/nope"]) expect(searchIndexAttributes("en", path)).toEqual({});
  });
});
