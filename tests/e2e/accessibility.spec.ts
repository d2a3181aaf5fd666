import { expect, test } from "@playwright/test";
import { allPagePaths } from "../../src/lib/routes";
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, hasHorizontalScroll, localePath, locales, gotoHydrated } from "./utils";

// Every route of the site; page specs add their own checks with dialogs and widgets open.
const paths = ["/", "/philosophy", "/lightpaper", "/whitepaper", "/team", "/for-teams", "/lightpaper-test", "/docs", "/docs/reference/cli/new", "/docs/start/installation", "/docs/guides/compose-and-run", "/nope"];

for (const locale of locales) {
  for (const path of paths) {
    for (const viewport of [DESKTOP, MOBILE]) {
      test(`axe finds nothing serious on ${localePath(locale, path)} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(localePath(locale, path));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        if (viewport === MOBILE) expect(await hasHorizontalScroll(page)).toBe(false);
      });
    }
  }

  test(`every page has one h1 and headings that never skip a level (${locale})`, async ({ page }) => {
    test.setTimeout((allPagePaths.length + 1) * 4_000); // every page in one test
    for (const path of [...allPagePaths, "/nope"]) {
      await page.goto(localePath(locale, path));
      // Headings a reader can reach: visible ones and screen-reader-only ones, not those in closed panels.
      const levels = await page
        .locator("main")
        .locator("h1, h2, h3, h4, h5, h6")
        .evaluateAll((headings) => headings.filter((heading) => heading.checkVisibility()).map((heading) => Number(heading.tagName[1])));
      expect(levels.filter((level) => level === 1), path).toHaveLength(1);
      expect(levels[0], path).toBe(1);
      const skips = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1]! + 1 ? [`h${levels[index - 1]} -> h${level}`] : []));
      expect(skips, path).toEqual([]);
    }
  });

  test(`axe with the header dropdown and the mobile menu open (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localePath(locale, "/philosophy"));
    await page.getByRole("navigation", { name: locale === "en" ? "Main" : "Principale" }).getByRole("button").first().click();
    await expect(page.getByRole("navigation", { name: locale === "en" ? "Main" : "Principale" }).getByRole("link").first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press("Escape");

    await page.setViewportSize(MOBILE);
    await page.getByRole("button", { name: locale === "en" ? "Open menu" : "Ouvrir le menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}
