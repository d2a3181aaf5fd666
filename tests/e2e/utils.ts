import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export const locales = ["en", "fr"] as const;
export type TestLocale = (typeof locales)[number];

export const MOBILE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1440, height: 900 } as const;

/** The URL of a page in a locale: English at the bare path, French under /fr. */
export function localePath(locale: TestLocale, path: string): string {
  if (locale === "en") return path;
  return path === "/" ? "/fr" : `/fr${path}`;
}

/** Opens a page and waits until React has hydrated it, so clicks reach their handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Fails on any serious or critical axe violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  const summary = serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
  expect(summary).toEqual([]);
}

/** True when the page is wider than the viewport (horizontal scrolling). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}
