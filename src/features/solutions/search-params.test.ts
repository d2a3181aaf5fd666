import { describe, expect, it } from "vitest";
import { genomeTags } from "@/domain/catalog/catalog-derived";
import { parseSolutionsSearch as parseWithTags, solutionsSearchString, defaultSolutionsSearch } from "./search-params";

const parseSolutionsSearch = (search: string) => parseWithTags(search, genomeTags);

describe("solutions URL parameters", () => {
  it("reads a query and a tag some genome carries", () => {
    expect(parseSolutionsSearch("?q=blog&tag=seo")).toEqual({ q: "blog", tag: "seo" });
  });

  it("ignores tags no genome carries", () => {
    expect(parseSolutionsSearch("?tag=unknown").tag).toBeNull();
    expect(parseSolutionsSearch("?tag=SEO").tag).toBeNull();
    expect(parseSolutionsSearch("?tag=").tag).toBeNull();
  });

  it("round-trips and leaves defaults out", () => {
    expect(solutionsSearchString({ q: "", tag: null })).toBe("");
    const written = solutionsSearchString({ q: "stripe", tag: "payments" });
    expect(written).toBe("?q=stripe&tag=payments");
    expect(parseSolutionsSearch(written)).toEqual({ q: "stripe", tag: "payments" });
  });

  it("names every parameter a filtered view writes, so such a URL hydrates the browser at once", () => {
    const written = new URLSearchParams(solutionsSearchString({ q: "stripe", tag: "payments" }));
    expect([...written.keys()]).toEqual(Object.keys(defaultSolutionsSearch));
  });
});
