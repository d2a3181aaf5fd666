import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const locales = ["en", "fr"] as const;
export type TestLocale = (typeof locales)[number];

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** The URL of a page in a locale: English at the bare path, French under /fr. */
export function localePath(locale: TestLocale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/fr" : `/fr${path}`;
}

/**
 * Opens a page and waits until it is interactive, so clicks reach their handlers: the site chrome's
 * script marks `html[data-hydrated]`, and every island of the page has hydrated (see hydrateIslands).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await hydrateIslands(page);
}

/**
 * Islands load when they come near the viewport (client:visible), as they would for a reader who
 * scrolls, or when the pointer reaches them (client:interaction): bring each one into view, move
 * the pointer over it if it waits for that, wait until Astro has hydrated it (it drops the `ssr`
 * attribute), then go back to where the page was.
 */
export async function hydrateIslands(page: Page): Promise<void> {
  const pending = page.locator("astro-island[ssr]");
  if ((await pending.count()) === 0) return;
  const [x, y] = await page.evaluate(() => [window.scrollX, window.scrollY]);
  // One at a time: an island scrolled past before its observer fired would never load.
  while ((await pending.count()) > 0) {
    const island = await pending.first().elementHandle();
    if (!island) break;
    // An island is `display: contents` (no box to scroll to): scroll to its first child instead.
    await island.evaluate((element) => {
      const box = element.firstElementChild ?? element;
      box.scrollIntoView({ block: "center", behavior: "instant" });
      if (element.getAttribute("client") === "interaction") box.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    });
    await page.waitForFunction((element) => !element.hasAttribute("ssr"), island, { timeout: 20_000 });
  }
  await page.evaluate(([left, top]) => window.scrollTo({ left, top, behavior: "instant" }), [x, y] as const);
}

/**
 * Fails on any serious or critical axe violation, listing them readably. Axe runs in the page
 * itself (legacy mode: the site has no cross-origin frames, so the second blank page the default
 * mode opens to merge frame results is pure cost) and reports violations only (the passes, with a
 * copy of every node checked, were never read): half the time per scan on a 2-core machine.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
    .options({ resultTypes: ["violations"] })
    .analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const summary = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** True when the page is wider than the viewport (horizontal scrolling). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/**
 * Holds back an island's code until the returned function is called, so a test can act on its
 * server markup first. Call it before the island scrolls into view.
 */
export async function holdIsland(page: Page, island: Locator): Promise<() => void> {
  const url = await island.getAttribute("component-url");
  if (!url) throw new Error("The island has no component-url");
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${url}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
