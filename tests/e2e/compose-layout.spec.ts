import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, hydrateIslands, localePath, locales } from "./utils";
import { messages, names, fill, PHONE, expectCommandOnScreen, adapter } from "./composer-page";

for (const locale of locales) {
  const m = messages[locale];
  const c = m.Composer;
  const path = (query = "") => localePath(locale, `/compose${query}`);

  test.describe(`genome composer (${locale})`, () => {
    test("axe finds nothing serious, and the phone layout puts the outputs under the picker", async ({ page }) => {
      // Two axe scans of the page at its longest (a template's 18 modules, settings open) take up to half a minute on a busy CI machine.
      test.setTimeout(60_000);
      await gotoHydrated(page, path("?from=saas-starter"));
      await page.locator('[data-settings="auth/better-auth"] summary').click();
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize(MOBILE);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const picker = await page.locator("#composer-adapters").boundingBox();
      const outputs = await page.locator("#composer-outputs").boundingBox();
      expect(outputs!.y).toBeGreaterThan(picker!.y + picker!.height);
      await expectNoSeriousA11yViolations(page);
    });

    test("at 1440x900 the first screen shows the picker and the command, which stay on screen after picks and at the picker's end", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, path());
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(page.locator("#composer-adapters").getByRole("searchbox")).toBeInViewport({ ratio: 1 });
      await expectCommandOnScreen(page, m.Common.copy);

      for (const name of [names.nextjs, names.drizzle, names.betterAuth, names.stripe]) await adapter(page, name).check();
      await expect(page.locator("#composer-wiring [data-wired]")).toHaveCount(5);
      await expectCommandOnScreen(page, m.Common.copy);

      await page.locator("#composer-adapters").evaluate((picker) => picker.scrollIntoView({ block: "end" }));
      await expectCommandOnScreen(page, m.Common.copy);
      await expect(page.locator("#composer-run")).toContainText("architech new my-app.genome.ts");
    });

    test("with a template's long genome, the panel scrolls on its own to its end, from the keyboard too, and the command stays put", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, path("?from=saas-starter"));
      const scroller = page.locator("[data-panel-scroll]");
      expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await page.locator("#composer-adapters").evaluate((picker) => picker.scrollIntoView({ block: "end" }));
      await scroller.focus();
      await page.keyboard.press("End");
      await expect.poll(() => scroller.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight)).toBe(true);
      await expect(page.locator("[data-module-run]").last()).toBeInViewport();
      await expectCommandOnScreen(page, m.Common.copy);
    });

    test("the empty composer offers first picks, and one opens a wired composition", async ({ page }) => {
      await gotoHydrated(page, path());
      const wiring = page.locator("#composer-wiring");
      await expect(wiring).toContainText(c.wiring.tryTitle);
      await wiring.getByRole("link", { name: fill(c.wiring.tryTemplate, { name: m.Catalog.genomes["saas-starter"].name }) }).waitFor();
      await wiring.getByRole("link", { name: `${names.nextjs} + ${names.drizzle}`, exact: true }).click();
      await expect(page).toHaveURL(/\?m=nextjs,drizzle$/);
      await hydrateIslands(page);
      await expect(adapter(page, names.drizzle)).toBeChecked();
      await expect(wiring.locator('[data-wired="drizzle-nextjs-integration"]')).toBeVisible();
      await expect(wiring.getByRole("link")).toHaveCount(0);
    });

    test("at 390x844 the picker comes first and the summary bar leads to the command, on screen", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, path());
      const picker = await page.locator("#composer-adapters").boundingBox();
      const outputs = await page.locator("#composer-outputs").boundingBox();
      expect(outputs!.y).toBeGreaterThan(picker!.y + picker!.height);
      for (const name of [names.nextjs, names.drizzle, names.betterAuth]) await adapter(page, name).check();
      const bar = page.getByRole("link", { name: c.summaryBar.toCommand });
      await expect(bar).toBeInViewport({ ratio: 1 });
      await bar.click();
      await expectCommandOnScreen(page, m.Common.copy);
      expect(await hasHorizontalScroll(page)).toBe(false);
    });

  });
}
