import { describe, expect, it } from "vitest";
import { MAX_SEARCH_LENGTH, parseSiteSearch, searchPageUrl, siteSearchString } from "./search-params";

describe("search page URL", () => {
  it("reads the query from ?q=, and nothing when it is absent", () => {
    expect(parseSiteSearch("?q=stripe")).toEqual({ q: "stripe" });
    expect(parseSiteSearch(new URLSearchParams("q=g%C3%A9n%C3%A9rez+une+app"))).toEqual({ q: "générez une app" });
    expect(parseSiteSearch("")).toEqual({ q: "" });
    expect(parseSiteSearch("?category=adapter")).toEqual({ q: "" });
  });

  it("caps a query pasted into the URL", () => {
    expect(parseSiteSearch(`?q=${"a".repeat(500)}`).q).toHaveLength(MAX_SEARCH_LENGTH);
  });

  it("writes the query back as typed, and drops it when blank", () => {
    expect(siteSearchString({ q: "drizzle orm" })).toBe("?q=drizzle+orm");
    expect(siteSearchString({ q: "a&b=c" })).toBe("?q=a%26b%3Dc");
    expect(siteSearchString({ q: "   " })).toBe("");
    expect(parseSiteSearch(siteSearchString({ q: "générer & tester" }))).toEqual({ q: "générer & tester" });
  });

  it("links a search in the page's language", () => {
    expect(searchPageUrl("/fr/search", "stripe")).toBe("/fr/search?q=stripe");
    expect(searchPageUrl("/search", "")).toBe("/search");
  });
});
