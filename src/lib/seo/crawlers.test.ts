import { describe, expect, it } from "vitest";
import { indexablePagePaths } from "@/lib/routes";
import { robotsTxt } from "./robots";
import { sitemapXml } from "./sitemap";
import { webManifest } from "./web-manifest";

describe("sitemap", () => {
  const xml = sitemapXml();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);

  it("lists every indexable page in both languages and nothing else", () => {
    const expected = indexablePagePaths.flatMap((path) => [path, path === "/" ? "/fr" : `/fr${path}`]);
    expect(locs.sort()).toEqual(expected.sort());
    expect(locs).not.toContain("/lightpaper-test");
  });

  it("gives each URL its English, French and default alternates", () => {
    const urls = xml.split("<url>").slice(1);
    for (const url of urls) {
      for (const hreflang of ["en", "fr", "x-default"]) expect(url).toContain(`hreflang="${hreflang}"`);
    }
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers off the API and points to the absolute sitemap", () => {
    const text = robotsTxt();
    expect(text).toContain("User-Agent: *\nAllow: /\nDisallow: /api/");
    expect(text).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
  });
});

describe("web manifest", () => {
  it("names the site and lists the SVG and home-screen icons", () => {
    const manifest = webManifest();
    expect(manifest).toMatchObject({ name: "The Architech", short_name: "The Architech", start_url: "/", display: "standalone" });
    expect(manifest.description.length).toBeGreaterThan(50);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(["/icon.svg", "/apple-icon.png"]);
  });
});
