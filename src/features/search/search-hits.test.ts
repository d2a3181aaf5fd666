import { describe, expect, it } from "vitest";
import { groupHits, MAX_SECTIONS, optionId, pageSnippet, searchOptions, sectionAnchor, siteUrl, toSearchHit, type PagefindFragment, type SearchHit } from "./search-hits";
import { pageWords, type WeightedLocation } from "./search-snippet";

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
    expect(toSearchHit("g", fragment({ filters: { kind: ["genome"] }, sub_results: [section] })).sections).toEqual([]);
    const docs = toSearchHit("d", fragment({ url: "/fr/docs/reference/genome-file/", filters: { kind: ["docs"] }, sub_results: [section] }));
    expect(docs).toMatchObject({ kind: "docs", url: "/fr/docs/reference/genome-file", sections: [{ title: "Parameters", url: "/fr/docs/reference/genome-file#parameters-title" }] });
    const page = toSearchHit("p", fragment({ sub_results: [section] }));
    expect(page.sections).toHaveLength(1);
    expect(page.excerpt).toBe("");
    expect(toSearchHit("q", fragment({ sub_results: [{ ...section, excerpt: "other" }] })).excerpt).toBe("A <mark>malicious</mark> module");
  });

  describe("snippets", () => {
    // A module page as Pagefind indexes it: its <h1>, its description, then its sections.
    const rawContent = "Stripe Drizzle Integration. Records Stripe payments in your Drizzle database. Wires together. Stripe Payment Processing. Drizzle ORM.";
    const words = pageWords(rawContent);
    const at = (location: number, weight = 1): WeightedLocation => ({ location, weight, balanced_score: 10 });
    const module = (weighted: WeightedLocation[], overrides: Partial<PagefindFragment> = {}) =>
      fragment({
        url: "/marketplace/stripe-drizzle-integration/",
        excerpt: "Pagefind's own excerpt",
        meta: { title: "Stripe Drizzle Integration", description: "Records Stripe payments, subscriptions and webhook events in your Drizzle database." },
        filters: { kind: ["module"] },
        raw_content: rawContent,
        anchors: [{ element: "h2", id: "joins-title", text: "Wires together", location: 10 }],
        weighted_locations: weighted,
        locations: weighted.map((location) => location.location),
        ...overrides,
      });

    it("show the sentence of the page's text where the query is, from its start", () => {
      expect(toSearchHit("s", module([at(0, 7), at(4), at(12)])).excerpt).toBe("Records <mark>Stripe</mark> payments in your Drizzle database.");
    });

    it("show the page's description when the query is only in its title or headings, its matched words marked", () => {
      const drizzle = module([at(1, 7), at(8), at(18)]);
      expect(pageSnippet({ ...drizzle, weighted_locations: [at(1, 7)], locations: [1] }, words)).toBe(
        "Records Stripe payments, subscriptions and webhook events in your <mark>Drizzle</mark> database.",
      );
      expect(toSearchHit("i", module([at(2, 7)])).excerpt).toBe("Records Stripe payments, subscriptions and webhook events in your Drizzle database.");
    });

    it("show the page's description when the query is only in labels: a list of names, a badge, a short item", () => {
      // "Stripe Payment Processing." under "Wires together": a name, not a sentence.
      expect(toSearchHit("l", module([at(0, 7), at(12)])).excerpt).toBe(
        "Records <mark>Stripe</mark> payments, subscriptions and webhook events in your Drizzle database.",
      );
      // Words the page weighs as a label (src/lib/search-weights.ts), however long their sentence.
      expect(toSearchHit("b", module([at(0, 7), at(4, 0.5)])).excerpt).toBe(
        "Records <mark>Stripe</mark> payments, subscriptions and webhook events in your Drizzle database.",
      );
    });

    it("fall back to Pagefind's excerpt for a page with no description and no match in its text, or no text to split", () => {
      expect(toSearchHit("n", module([at(2, 7)], { meta: { title: "Stripe Drizzle Integration" } })).excerpt).toBe("Pagefind's own excerpt");
      expect(toSearchHit("r", module([at(4)], { raw_content: undefined })).excerpt).toBe("Pagefind's own excerpt");
    });

    it("show a section's own sentence, or its opening sentence when only its heading matched", () => {
      const text = "White Paper. Intro text. Security. A module runs with your rights. A malicious module could read secrets. Performance. It runs in seconds on a laptop. Status. Shipped.";
      const anchors = [
        { element: "h2", id: "security-title", text: "Security", location: 4 },
        { element: "h2", id: "performance-title", text: "Performance", location: 17 },
        { element: "h2", id: "status-title", text: "Status", location: 25 },
      ];
      const section = (anchor: (typeof anchors)[number], weighted: WeightedLocation[]) => ({
        title: anchor.text,
        url: `/whitepaper/#${anchor.id}`,
        excerpt: "Pagefind's section excerpt",
        anchor,
        locations: weighted.map((location) => location.location),
        weighted_locations: weighted,
      });
      const hit = toSearchHit(
        "wp",
        fragment({
          raw_content: text,
          anchors,
          weighted_locations: [at(12), at(4, 6)],
          locations: [12, 4],
          sub_results: [section(anchors[0]!, [at(12)]), section(anchors[1]!, [at(17, 6)]), section(anchors[2]!, [at(25, 6)])],
        }),
      );
      // A section with no sentence, only a badge, shows its title alone.
      expect(hit.sections.map((one) => one.excerpt)).toEqual(["A <mark>malicious</mark> module could read secrets.", "It runs in seconds on a laptop.", ""]);
      // The page's best sentence is its Security section's: shown once, under the section.
      expect(hit.excerpt).toBe("");
    });
  });

  it("read the kind from the page's filter, a page when it has none", () => {
    expect(toSearchHit("m", fragment({ filters: { kind: ["module"] } })).kind).toBe("module");
    expect(toSearchHit("g", fragment({ filters: { kind: ["genome"] } })).kind).toBe("genome");
    expect(toSearchHit("d", fragment({ filters: { kind: ["docs"] } })).kind).toBe("docs");
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
