import { expect, test, type Page, type Response } from "@playwright/test";
import { genomeIds } from "../../src/data/catalog";
import { localePath, locales } from "./utils";

/**
 * Pages whose only script is the site chrome's (menus, switcher, widget, copy buttons) and, for
 * documents, their contents, for the CLI page its terminal.
 */
const staticPages = ["/cli", "/philosophy", "/team", "/lightpaper", "/whitepaper", "/lightpaper-test", ...genomeIds.map((id) => `/solutions/${id}`)];

/** Compressed bytes of every script the page loads while it is opened and read to the bottom. */
async function scriptsWhileReading(page: Page, path: string): Promise<{ urls: string[]; bytes: number }> {
  const scripts: { url: string; bytes: number }[] = [];
  const record = async (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    const length = Number((await response.allHeaders())["content-length"] ?? 0);
    scripts.push({ url: new URL(response.url()).pathname, bytes: length });
  };
  page.on("response", record);
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await page.waitForLoadState("networkidle");
  page.off("response", record);
  return { urls: scripts.map((script) => script.url), bytes: scripts.reduce((sum, script) => sum + script.bytes, 0) };
}

for (const locale of locales) {
  test(`pages without widgets load no framework, only the small site script (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of staticPages) {
      const url = localePath(locale, path);
      const { urls, bytes } = await scriptsWhileReading(page, url);
      await expect(page.locator("astro-island"), url).toHaveCount(0);
      // Everything that ran was declared by the page itself: nothing was fetched on the way down.
      const declared = await page.locator("script[src]").evaluateAll((tags) => tags.map((tag) => new URL((tag as HTMLScriptElement).src).pathname));
      expect(urls.every((loaded) => declared.includes(loaded)), `${url} loaded ${urls.join(", ")}`).toBe(true);
      expect(bytes, `${url} script bytes`).toBeLessThan(4 * 1024);
    }
  });

  test(`the landing page runs no island before the visitor scrolls (${locale})`, async ({ page }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
    });
    await page.goto(localePath(locale, "/"));
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    // Every island still carries Astro's server-rendered marker: none has loaded its code.
    const islands = page.locator("astro-island");
    await expect(islands).not.toHaveCount(0);
    await expect(page.locator("astro-island:not([ssr])")).toHaveCount(0);
    const componentUrls = await islands.evaluateAll((nodes) => nodes.map((node) => new URL(node.getAttribute("component-url") ?? "", location.href).pathname));
    expect(loaded.filter((url) => componentUrls.includes(url))).toEqual([]);
  });

  for (const path of ["/marketplace", "/solutions"]) {
    test(`${path} loads its browser's code only when the visitor reaches for it (${locale})`, async ({ page }) => {
      const url = localePath(locale, path);
      const { urls } = await scriptsWhileReading(page, url);
      const island = page.locator("astro-island");
      const componentUrl = new URL((await island.getAttribute("component-url")) ?? "", "http://x").pathname;
      // Read to the bottom: the full catalogue is already in the page, and no code came with it.
      expect(urls).not.toContain(componentUrl);
      await expect(island).toHaveAttribute("ssr");

      const loaded = page.waitForResponse((response) => new URL(response.url()).pathname === componentUrl);
      await page.getByRole("searchbox").first().hover();
      await loaded;
      await expect(island).not.toHaveAttribute("ssr");
    });
  }

  test(`a filtered marketplace URL hydrates its browser at once (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/marketplace?category=integrator"));
    await expect(page.locator("astro-island")).not.toHaveAttribute("ssr", { timeout: 15_000 });
  });
}
