import { expect, test } from "@playwright/test";
import { allPagePaths, indexablePagePaths, noindexPagePaths } from "../../src/lib/routes";
import { localePath, locales } from "./utils";

// Canonical URLs are written at build time from SITE_URL (the default when unset).
const SITE = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

// These tests read the head of the HTML the server sends: no script runs and nothing else loads,
// so each page costs one request instead of a full render on a two-core machine.
test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ page }) => {
  await page.route("**/*", (route) => (route.request().resourceType() === "document" ? route.continue() : route.abort()));
});

for (const locale of locales) {
  for (const path of allPagePaths) {
    const url = localePath(locale, path);
    test(`${url} has its title, description, canonical, hreflang and preview image`, async ({ page, request }) => {
      await page.goto(url);
      await expect(page).toHaveTitle(/\S.*\| The Architech$|^The Architech/);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(50);

      if (noindexPagePaths.includes(path)) {
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      } else {
        // The site root may be written with or without its trailing slash; compare URLs, not strings.
        const href = async (selector: string) => new URL((await page.locator(selector).getAttribute("href")) ?? "").href;
        expect(await href('link[rel="canonical"]')).toBe(new URL(`${SITE}${url}`).href);
        expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(new URL(`${SITE}${localePath("en", path)}`).href);
        expect(await href('link[rel="alternate"][hreflang="fr"]')).toBe(new URL(`${SITE}${localePath("fr", path)}`).href);
        expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(new URL(`${SITE}${localePath("en", path)}`).href);
      }

      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      const image = await page.locator('meta[property="og:image"]').getAttribute("content");
      expect(image).toBeTruthy();
      const response = await request.get(new URL(image!).pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect((await response.body()).length).toBeGreaterThan(5000);

      const structured = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = structured.flatMap((text) => {
        const parsed = JSON.parse(text) as { "@type": string } | { "@type": string }[];
        return (Array.isArray(parsed) ? parsed : [parsed]).map((node) => node["@type"]);
      });
      expect(types).toContain("Organization");
      if (path === "/") expect(types).toEqual(expect.arrayContaining(["FAQPage", "SoftwareApplication"]));
      if (path === "/cli") expect(types).toContain("SoftwareApplication");
      if (path.startsWith("/solutions/")) expect(types).toContain("BreadcrumbList");
    });
  }
}

test("the sitemap lists every indexable page in both languages with alternates, and nothing else", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).sort();
  const expected = indexablePagePaths.flatMap((path) => locales.map((locale) => localePath(locale, path))).sort();
  expect(listed).toEqual(expected);
  expect(xml).toContain('hreflang="x-default"');
  for (const path of noindexPagePaths) expect(listed).not.toContain(path);
});

test("robots.txt allows the site, keeps crawlers off the API and points to the sitemap", async ({ request }) => {
  const text = await (await request.get("/robots.txt")).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain("Disallow: /api/");
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/);
});

test("the web manifest and icons are served and small", async ({ request }) => {
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest.name).toBe("The Architech");
  for (const icon of manifest.icons as { src: string }[]) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect((await response.body()).length).toBeLessThan(20_000);
  }
});
