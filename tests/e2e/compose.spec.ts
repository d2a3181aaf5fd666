import { expect, test } from "@playwright/test";
import { expectModuleLogo, gotoHydrated, hydrateIslands, localePath, locales } from "./utils";
import { messages, names, fill, genomeCode, adapter } from "./composer-page";

for (const locale of locales) {
  const m = messages[locale];
  const c = m.Composer;
  const path = (query = "") => localePath(locale, `/compose${query}`);

  test.describe(`genome composer (${locale})`, () => {
    test("picking Drizzle, Next.js and Better Auth brings the three integrators, each with its reason", async ({ page }) => {
      await gotoHydrated(page, path());
      await expect(page.locator("#composer-wiring")).toContainText(c.wiring.empty);
      for (const name of [names.drizzle, names.nextjs, names.betterAuth]) await adapter(page, name).check();

      const wiring = page.locator("#composer-wiring");
      await expect(wiring.locator("[data-wired]")).toHaveCount(3);
      for (const [first, rest] of [
        [names.betterAuth, names.drizzle],
        [names.betterAuth, names.nextjs],
        [names.drizzle, names.nextjs],
      ]) {
        await expect(wiring).toContainText(fill(c.reasons.wires, { first: first!, rest: rest! }));
      }
      // The last pick wired Better Auth to both: said on screen and to screen readers.
      const announced = fill(c.changes.addedWires, { name: "Better Auth Next.js Integration", first: names.betterAuth, rest: names.nextjs });
      await expect(page.locator("[data-changes]")).toContainText(announced);
      await expect(page.locator("[data-change-announcer]")).toContainText(announced);
      await expect(genomeCode(page)).toContainText("id: 'integrations/better-auth-drizzle-integration'");
      // Options and wiring show each module's logo; an integrator, the first technology it joins.
      await expectModuleLogo(page.locator('[data-module-option="database/drizzle"]'), "drizzle");
      await expectModuleLogo(page.locator('[data-module-option="state/zustand"]'), "state");
      await expectModuleLogo(wiring.locator('[data-wired="drizzle-nextjs-integration"]'), "drizzle");
    });

    test("a module's dependency comes with its reason, and removing it says who needs it", async ({ page }) => {
      await gotoHydrated(page, path());
      await adapter(page, names.vitest).check();
      const reason = fill(c.reasons.requiredOne, { by: names.vitest, name: names.nextjs });
      await expect(adapter(page, names.nextjs)).toBeChecked();
      await expect(page.locator('[data-module-option="framework/nextjs"]')).toContainText(reason);
      await expect(page.locator("#composer-wiring")).toContainText(reason);
      await expect(page.locator("[data-change-announcer]")).toContainText(fill(c.changes.addedRequired, { name: names.nextjs, by: names.vitest }));

      // Taking Next.js out asks first, and keeping it changes nothing.
      const framework = page.locator('fieldset[data-group="framework"]');
      // "None" asks first: the radio stays on Next.js until the answer.
      await framework.getByRole("radio", { name: c.picker.none }).click();
      await expect(framework).toContainText(fill(c.removal.needed, { name: names.nextjs, others: names.vitest }));
      const removeToo = framework.getByRole("button", { name: fill(c.removal.removeToo, { others: names.vitest }) });
      await expect(removeToo).toBeFocused();
      await framework.getByRole("button", { name: fill(c.removal.keep, { name: names.nextjs }) }).click();
      await expect(adapter(page, names.nextjs)).toBeChecked();
      await expect(adapter(page, names.vitest)).toBeChecked();

      // Removing them together works, and is announced.
      await framework.getByRole("radio", { name: c.picker.none }).click();
      await removeToo.click();
      await expect(adapter(page, names.nextjs)).not.toBeChecked();
      await expect(adapter(page, names.vitest)).not.toBeChecked();
      await expect(framework.getByRole("radio", { name: c.picker.none })).toBeFocused();
      await expect(page.locator("[data-change-announcer]")).toContainText(fill(c.changes.removed, { name: names.vitest }));
    });

    test("a parameter changes the genome and the URL, and the URL restores it after a reload and in a fresh page", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoHydrated(page, path());
      await adapter(page, names.drizzle).check();
      await expect(genomeCode(page)).not.toContainText("supabase");
      const settings = page.locator('[data-settings="database/drizzle"]');
      await settings.locator("summary").click();
      await settings.getByLabel("provider", { exact: true }).selectOption("supabase");
      await expect(genomeCode(page)).toContainText("provider: 'supabase'");
      await expect(page).toHaveURL(/p\.drizzle\.provider=supabase/);

      // Features are switches, named in the page's language; turning on an opt-in one lists it.
      await settings.getByRole("switch", { name: m.Catalog.features.database_drizzle.seeding, exact: true }).check();
      await expect(genomeCode(page)).toContainText("seeding: true");
      const code = await genomeCode(page).textContent();

      await page.reload();
      await hydrateIslands(page);
      await expect(genomeCode(page)).toHaveText(code!);
      await expect(adapter(page, names.drizzle)).toBeChecked();

      await page.getByRole("button", { name: c.outputs.copyLink }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(page.url());
      const fresh = await context.newPage();
      await gotoHydrated(fresh, link);
      await expect(genomeCode(fresh)).toHaveText(code!);
    });

    test("a link naming unknown things says what it dropped", async ({ page }) => {
      await gotoHydrated(page, path("?from=nope&m=nextjs,quantum-db&p.nextjs.colour=red"));
      const notice = page.getByRole("alert").filter({ hasText: c.dropped.title });
      await expect(notice).toContainText(fill(c.dropped.template, { value: "nope" }));
      await expect(notice).toContainText(fill(c.dropped.module, { value: "quantum-db" }));
      await expect(notice).toContainText(fill(c.dropped.parameter, { name: "colour", module: names.nextjs }));
      await expect(adapter(page, names.nextjs)).toBeChecked();
      // The address keeps only what was restored.
      await expect(page).toHaveURL(/\?m=nextjs$/);
    });

    test("a genome can be composed from the keyboard alone", async ({ page }) => {
      await gotoHydrated(page, path());
      await page.locator("#composer-adapters").getByRole("searchbox").focus();
      await page.keyboard.press("Tab"); // Framework: "None"
      await page.keyboard.press("ArrowDown"); // Next.js
      await expect(adapter(page, names.nextjs)).toBeChecked();
      await page.keyboard.press("Tab"); // Database: "None"
      await page.keyboard.press("ArrowDown"); // Drizzle
      await expect(adapter(page, names.drizzle)).toBeChecked();
      await page.keyboard.press("Tab"); // Auth: "None"
      await page.keyboard.press("Tab"); // Payments: Stripe
      await expect(adapter(page, names.stripe)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(adapter(page, names.stripe)).toBeChecked();
      await expect(page.locator('#composer-wiring [data-wired="stripe-drizzle-integration"]')).toBeVisible();
      await expect(genomeCode(page)).toContainText("id: 'integrations/stripe-nextjs-integration'");
    });

    test("the search narrows the adapters, and typing never opens the site search", async ({ page }) => {
      await gotoHydrated(page, path());
      const search = page.locator("#composer-adapters").getByRole("searchbox");
      await search.fill("vitest");
      await expect(adapter(page, names.vitest)).toBeVisible();
      await expect(adapter(page, names.drizzle)).toHaveCount(0);
      await search.press("/");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await search.fill("zzzz");
      await expect(page.locator("#composer-adapters")).toContainText(fill(c.picker.noResults, { query: "zzzz" }));
    });

  });
}
