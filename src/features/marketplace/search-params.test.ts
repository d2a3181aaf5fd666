import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, marketplaceSearchString, parseMarketplaceSearch, defaultMarketplaceSearch } from "./search-params";

describe("marketplace URL parameters", () => {
  it("reads a query and a known category", () => {
    expect(parseMarketplaceSearch("?q=stripe&category=integrator")).toEqual({ q: "stripe", category: "integrator" });
    expect(parseMarketplaceSearch(new URLSearchParams("category=template"))).toEqual({ q: "", category: "template" });
  });

  it("ignores unknown or empty categories", () => {
    expect(parseMarketplaceSearch("?category=integration").category).toBe("all");
    expect(parseMarketplaceSearch("?category=").category).toBe("all");
    expect(parseMarketplaceSearch("?category=ADAPTER").category).toBe("all");
    expect(parseMarketplaceSearch("").category).toBe("all");
  });

  it("ignores a category the page offers no chip for", () => {
    expect(parseMarketplaceSearch("?category=template", ["all", "adapter", "integrator"]).category).toBe("all");
    expect(parseMarketplaceSearch("?category=adapter", ["all", "adapter", "integrator"]).category).toBe("adapter");
  });

  it("caps the query length", () => {
    expect(parseMarketplaceSearch(`?q=${"a".repeat(500)}`).q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("writes only what differs from the default view and round-trips", () => {
    expect(marketplaceSearchString({ q: "", category: "all" })).toBe("");
    expect(marketplaceSearchString({ q: "   ", category: "all" })).toBe("");
    const written = marketplaceSearchString({ q: "next js", category: "adapter" });
    expect(written).toBe("?q=next+js&category=adapter");
    expect(parseMarketplaceSearch(written)).toEqual({ q: "next js", category: "adapter" });
  });

  it("names every parameter a filtered view writes, so such a URL hydrates the browser at once", () => {
    const written = new URLSearchParams(marketplaceSearchString({ q: "drizzle", category: "integrator" }));
    expect([...written.keys()]).toEqual(Object.keys(defaultMarketplaceSearch));
  });
});
