import { expect, test, type Page, type Response } from "@playwright/test";
import { genomeIds } from "../../src/domain/catalog/catalog";
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
      // Everything that ran was declared by the page itself, as a script or a module it preloads: nothing was fetched on the way down.
      const declared = await page
        .locator("script[src], link[rel=modulepreload]")
        .evaluateAll((tags) => tags.map((tag) => new URL(tag instanceof HTMLScriptElement ? tag.src : (tag as HTMLLinkElement).href).pathname));
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
    test(`${path} filters with its own small script, and loads no framework while it is read (${locale})`, async ({ page }) => {
      const url = localePath(locale, path);
      const { urls, bytes } = await scriptsWhileReading(page, url);
      await expect(page.locator("astro-island")).toHaveCount(0);
      // React alone is over 50 KB compressed: the page's script and the chrome's stay far below.
      expect(bytes, `${url} loaded ${urls.join(", ")}`).toBeLessThan(8 * 1024);
    });
  }

  test(`the marketplace fetches the module dialog's code when the visitor reaches for Details (${locale})`, async ({ page }) => {
    const dialogCode: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" && new URL(request.url()).pathname.includes("open-module-dialog")) dialogCode.push(request.url());
    });
    await page.goto(localePath(locale, "/marketplace"));
    await page.waitForLoadState("networkidle");
    expect(dialogCode).toEqual([]);
    const loaded = page.waitForRequest((request) => new URL(request.url()).pathname.includes("open-module-dialog"));
    await page.locator("[data-module-details]").first().hover();
    await loaded;
  });
}
