import { describe, expect, it } from "vitest";
import { moduleIds, genomeIds } from "@/domain/catalog/catalog";
import { modulePath } from "@/domain/catalog/paths";
import { searchIndexAttributes } from "./index-attributes";

describe("search index attributes", () => {
  it("index a page's main content, titled as in the browser tab", () => {
    expect(searchIndexAttributes("en", "/philosophy")).toEqual({
      "data-pagefind-body": "",
      "data-pagefind-filter": "kind:page",
      "data-pagefind-meta": "title:Philosophy",
    });
    expect(searchIndexAttributes("fr", "/whitepaper")["data-pagefind-meta"]).toBe("title:Livre blanc");
  });

  it("file modules and genomes under their kind, titled by their name", () => {
    expect(searchIndexAttributes("en", modulePath(moduleIds[0]!))).toEqual({ "data-pagefind-body": "", "data-pagefind-filter": "kind:module" });
    expect(searchIndexAttributes("fr", `/solutions/${genomeIds[0]}`)).toEqual({ "data-pagefind-body": "", "data-pagefind-filter": "kind:genome" });
  });

  it("leave out the pages kept from search engines, the search page among them", () => {
    for (const path of ["/lightpaper-test", "/search", "/not-found", "/nope"]) expect(searchIndexAttributes("en", path)).toEqual({});
  });
});
