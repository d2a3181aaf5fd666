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
 * the pointer over it if it waits for that, wait until Astro has hydrated them all (each drops its
 * `ssr` attribute), then go back to where the page was. Runs inside the page: a first pass shows
 * every island for two frames (their observers fire and their code loads side by side), then any
 * island still waiting is shown again and awaited one at a time (one scrolled past before its
 * observer was set up would otherwise never load).
 */
export async function hydrateIslands(page: Page): Promise<void> {
  const stuck = await page.evaluate(async (timeoutMs) => {
    const pending = () => [...document.querySelectorAll("astro-island[ssr]")];
    if (pending().length === 0) return null;
    const [x, y] = [window.scrollX, window.scrollY];
    const twoFrames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const show = (island: Element) => {
      // An island is `display: contents` (no box to scroll to): scroll to its first child instead.
      const box = island.firstElementChild ?? island;
      box.scrollIntoView({ block: "center", behavior: "instant" });
      if (island.getAttribute("client") === "interaction") box.dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    };
    const hydrated = (island: Element) =>
      new Promise<boolean>((resolve) => {
        const finish = (ok: boolean) => {
          observer.disconnect();
          clearTimeout(timer);
          resolve(ok);
        };
        const observer = new MutationObserver(() => {
          if (!island.hasAttribute("ssr")) finish(true);
        });
        const timer = setTimeout(() => finish(false), timeoutMs);
        observer.observe(island, { attributes: true, attributeFilter: ["ssr"] });
        if (!island.hasAttribute("ssr")) finish(true);
      });
    for (const island of pending()) {
      show(island);
      await twoFrames();
    }
    for (let island = pending()[0]; island; island = pending()[0]) {
      show(island);
      if (!(await hydrated(island))) return island.getAttribute("component-url") ?? island.outerHTML.slice(0, 120);
    }
    window.scrollTo({ left: x, top: y, behavior: "instant" });
    return null;
  }, 20_000);
  expect(stuck, "an island never hydrated").toBeNull();
}

/**
 * Fails on any serious or critical axe violation, listing them readably. Axe runs in the page
 * itself (legacy mode: the site has no cross-origin frames, so the second blank page the default
 * mode opens to merge frame results is pure cost). It reports every result type: limited to
 * violations (`resultTypes`), axe 4.13 missed a serious target-size violation on the Next.js module
 * page at 375 px that it reports otherwise.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // A dialog fading in is half transparent for 240 ms, the landing's first screen reveals its
  // steps over a second: axe would measure the contrast of a frame of an animation. The page is
  // scanned once its running entrances have ended, two seconds at most: endless animations (a
  // caret's blink), those driven by scrolling rather than time (a command's edge fade) and those of
  // bands not rendered yet never end.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === "running" &&
              animation.timeline === document.timeline &&
              animation.effect?.getComputedTiming().iterations !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .setLegacyMode(true)
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

/**
 * A module's logo as a visitor sees it: shown, and drawn, whether inline or from the page's logo
 * symbols (a reference to a symbol the page lacks would leave an empty box). `mark` is its
 * simple-icons slug, or its glyph's key for a module without a brand.
 */
export async function expectModuleLogo(scope: Locator, mark: string): Promise<void> {
  const logo = scope.locator(`svg[data-logo="${mark}"]`).first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((svg) => (svg as SVGSVGElement).getBBox().width), `the ${mark} logo draws nothing`).toBeGreaterThan(0);
}

/** Slows the page's CPU 4x, as Lighthouse's phone preset does: for the early-input tests. */
export async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}
