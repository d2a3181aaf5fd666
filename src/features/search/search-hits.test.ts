import { describe, expect, it } from "vitest";
import { groupHits, MAX_SECTIONS, optionId, searchOptions, sectionAnchor, siteUrl, toSearchHit, type PagefindFragment, type SearchHit } from "./search-hits";

function fragment(overrides: Partial<PagefindFragment> = {}): PagefindFragment {
  return {
    url: "/whitepaper/",
    excerpt: "A <mark>malicious</mark> module",
    meta: { title: "White Paper" },
    filters: { kind: ["page"] },
    sub_results: [],
    anchors: [],
    ...overrides,
  };
}

function hit(id: string, kind: SearchHit["kind"]): SearchHit {
  return { id, kind, title: id, url: `/${id}`, excerpt: "", sections: [] };
}

describe("search hits", () => {
  it("use the site's URLs, without the trailing slash of Pagefind's folder URLs", () => {
    expect(siteUrl("/cli/")).toBe("/cli");
    expect(siteUrl("/fr/marketplace/database/drizzle/")).toBe("/fr/marketplace/database/drizzle");
    expect(siteUrl("/fr/#demo")).toBe("/fr#demo");
    expect(siteUrl("/")).toBe("/");
    expect(siteUrl("/#demo")).toBe("/#demo");
  });

  it("open a section at the <section id> its heading opens, as the table of contents does", () => {
    const heading = { element: "h2", id: "security-title", location: 1412 };
    const anchors = [{ element: "section", id: "performance", location: 1300 }, { element: "section", id: "security", location: 1412 }, heading];
    expect(sectionAnchor(heading, anchors)).toBe("security");
    // A section that starts earlier (an eyebrow before the heading) is not known to contain it: the heading's own id.
    expect(sectionAnchor({ element: "h2", id: "demo-title", location: 90 }, [{ element: "section", id: "demo", location: 89 }])).toBe("demo-title");
    expect(sectionAnchor({ element: "h2", id: "x", location: 5 }, [{ element: "div", id: "wrapper", location: 5 }])).toBe("x");
  });

  it("keep a page's best-matching sections, linked to their anchors", () => {
    const subResult = (id: string, location: number, score: number) => ({
      title: id,
      url: `/whitepaper/#${id}-title`,
      excerpt: id,
      anchor: { element: "h2", id: `${id}-title`, location },
      locations: [location + 1],
      weighted_locations: [{ weight: 1, balanced_score: score, location: location + 1 }],
    });
    const result = toSearchHit(
      "abc",
      fragment({
        sub_results: [
          { title: "White Paper", url: "/whitepaper/", excerpt: "intro", locations: [2] },
          subResult("abstract", 60, 5),
          subResult("security", 1412, 40),
          subResult("performance", 1300, 20),
          subResult("conclusion", 1900, 1),
        ],
        anchors: [{ element: "section", id: "security", location: 1412 }],
      }),
    );
    expect(result).toMatchObject({ id: "abc", kind: "page", title: "White Paper", url: "/whitepaper", excerpt: "A <mark>malicious</mark> module" });
    expect(result.sections.map((section) => section.url)).toEqual(["/whitepaper#security", "/whitepaper#performance-title", "/whitepaper#abstract-title"]);
    expect(result.sections).toHaveLength(MAX_SECTIONS);
  });

  it("list sections for documents and other pages, not for modules and genomes, and never repeat an excerpt", () => {
    const section = {
      title: "Parameters",
      url: "/x/#parameters-title",
      excerpt: "A <mark>malicious</mark> module",
      anchor: { element: "h2", id: "parameters-title", location: 9 },
      locations: [10],
    };
    expect(toSearchHit("m", fragment({ filters: { kind: ["module"] }, sub_results: [section] })).sections).toEqual([]);
    const page = toSearchHit("p", fragment({ sub_results: [section] }));
    expect(page.sections).toHaveLength(1);
    expect(page.excerpt).toBe("");
    expect(toSearchHit("q", fragment({ sub_results: [{ ...section, excerpt: "other" }] })).excerpt).toBe("A <mark>malicious</mark> module");
  });

  it("read the kind from the page's filter, a page when it has none", () => {
    expect(toSearchHit("m", fragment({ filters: { kind: ["module"] } })).kind).toBe("module");
    expect(toSearchHit("g", fragment({ filters: { kind: ["genome"] } })).kind).toBe("genome");
    expect(toSearchHit("p", fragment({ filters: {} })).kind).toBe("page");
    expect(toSearchHit("u", fragment({ meta: {} })).title).toBe("/whitepaper");
  });

  it("group hits by kind, the group of the best hit first, ranking kept inside each group", () => {
    const groups = groupHits([hit("drizzle", "module"), hit("blog", "genome"), hit("prisma", "module"), hit("cli", "page")]);
    expect(groups.map((group) => [group.kind, group.hits.map((one) => one.id)])).toEqual([
      ["module", ["drizzle", "prisma"]],
      ["genome", ["blog"]],
      ["page", ["cli"]],
    ]);
    expect(groupHits([])).toEqual([]);
  });

  it("list the choices in display order, each page followed by its sections", () => {
    const page = { ...hit("wp", "page"), sections: [{ title: "Security", url: "/wp#security", excerpt: "" }] };
    const options = searchOptions(groupHits([hit("drizzle", "module"), page]));
    expect(options).toEqual([
      { id: optionId("drizzle"), url: "/drizzle" },
      { id: optionId("wp"), url: "/wp" },
      { id: optionId("wp", 0), url: "/wp#security" },
    ]);
    expect(new Set(options.map((option) => option.id)).size).toBe(options.length);
  });
});
