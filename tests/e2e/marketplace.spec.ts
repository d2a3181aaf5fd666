import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, expectModuleLogo, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, hydrateIslands, localePath, locales } from "./utils";
import { genomes, modules } from "../../src/domain/catalog/catalog";
import { logoModuleIds } from "../../src/domain/catalog/module-logos";
import { messages, everything, copy, chip, visibleCards } from "./marketplace-page";

for (const locale of locales) {
  const t = copy[locale];
  const url = localePath(locale, "/marketplace");

  test.describe(`marketplace (${locale})`, () => {
    test("renders every module's and template's card and the stats without JavaScript", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 1, name: t.h1 })).toBeVisible();
      await expect(page.locator("li[data-item-id]")).toHaveCount(everything);
      await expect(visibleCards(page)).toHaveCount(everything);
      // Counted from the catalogue: 18 adapters, 20 integrators, 4 genome templates; no unbacked "150+ contributors".
      const stats = page.getByRole("definition");
      await expect(stats).toHaveText(["18", "20", "4"]);
      await expect(page.getByText(/150\+/)).toHaveCount(0);
      await context.close();
    });

    test("each card shows its technology's logo, an integrator's those of every technology it joins, and so does the quick look", async ({ page }) => {
      await gotoHydrated(page, url);
      // Issue 37: an integrator's card shows the logos of what it joins, as its page does (was one logo per card).
      await expect(page.locator("li[data-item-id] svg[data-logo]")).toHaveCount(modules.flatMap((module) => logoModuleIds(module.id)).length);
      await expectModuleLogo(page.locator('li[data-item-id="payment/stripe"]'), "stripe");
      const stripeDrizzle = page.locator('li[data-item-id="stripe-drizzle-integration"]');
      await expect(stripeDrizzle.locator("svg[data-logo]")).toHaveCount(2);
      await expectModuleLogo(stripeDrizzle, "stripe");
      await expectModuleLogo(stripeDrizzle, "drizzle");
      // A module without a brand shows its group's glyph.
      await expectModuleLogo(page.locator('li[data-item-id="content/next-intl"]'), "i18n");
      await page.getByRole("button", { name: t.details("Next.js"), exact: true }).click();
      await expectModuleLogo(page.getByRole("dialog", { name: "Next.js" }), "nextdotjs");
    });

    test("search and category chips update counts and results together", async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(chip(page, t.all, everything)).toHaveAttribute("aria-pressed", "true");
      await expect(chip(page, t.adapters, 18)).toBeVisible();
      await expect(chip(page, t.integrators, 20)).toBeVisible();
      await expect(chip(page, t.templates, 4)).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: t.count(everything) })).toBeVisible();

      // One adapter, three integrators and the two templates whose description names Stripe.
      await page.getByRole("searchbox", { name: t.search }).fill("STRIPE");
      await expect(chip(page, t.all, 6)).toBeVisible();
      await expect(chip(page, t.adapters, 1)).toBeVisible();
      await expect(chip(page, t.integrators, 3)).toBeVisible();
      await expect(chip(page, t.templates, 2)).toBeVisible();
      await expect(visibleCards(page)).toHaveCount(6);

      await chip(page, t.integrators, 3).click();
      await expect(chip(page, t.integrators, 3)).toHaveAttribute("aria-pressed", "true");
      await expect(visibleCards(page)).toHaveCount(3);
      await expect(page.getByRole("status").filter({ hasText: t.count(3) })).toBeVisible();
      await expect(page).toHaveURL(/\?q=STRIPE&category=integrator$/);

      await page.getByRole("searchbox", { name: t.search }).fill("zzzz-nothing");
      await expect(page.getByRole("heading", { name: t.noResults })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: t.count(0) })).toBeVisible();
    });

    test("the templates chip lists the four genome templates, each linking to its genome page; no empty chip", async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.getByRole("group").getByRole("button", { name: new RegExp(`^${t.features}`) })).toHaveCount(0);
      await chip(page, t.templates, genomes.length).click();
      await expect(page).toHaveURL(/\?category=template$/);
      await expect(visibleCards(page)).toHaveCount(genomes.length);
      const saas = visibleCards(page).filter({ hasText: t.saas });
      await expect(saas).toContainText(t.saasCount);
      await saas.getByRole("link", { name: t.saas }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/solutions/saas-starter").replaceAll("/", "\\/")}$`));
    });

    test("the view survives a reload and coming Back", async ({ page }) => {
      // Three full page loads plus a Back: give a busy shared machine room.
      test.setTimeout(60_000);
      await gotoHydrated(page, `${url}?q=drizzle&category=adapter`);
      await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue("drizzle");
      await expect(chip(page, t.adapters, 1)).toHaveAttribute("aria-pressed", "true");
      await expect(visibleCards(page)).toHaveCount(1);

      await page.getByRole("searchbox", { name: t.search }).fill("next");
      await expect(page).toHaveURL(/\?q=next&category=adapter$/);
      const shown = await visibleCards(page).count();
      await page.reload();
      await hydrateIslands(page);
      await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue("next");
      await expect(visibleCards(page)).toHaveCount(shown);

      await page.goto(localePath(locale, "/philosophy"));
      await page.goBack();
      await hydrateIslands(page);
      await expect(page).toHaveURL(/\?q=next&category=adapter$/);
      await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue("next");
      await expect(visibleCards(page)).toHaveCount(shown);
    });

    test("ignores a bad category in the URL", async ({ page }) => {
      await page.goto(`${url}?category=nonsense`);
      await expect(chip(page, t.all, everything)).toHaveAttribute("aria-pressed", "true");
      await expect(visibleCards(page)).toHaveCount(everything);
    });

    test("module dialog works by keyboard and returns focus", async ({ page }) => {
      await gotoHydrated(page, url);
      const trigger = page.getByRole("button", { name: t.details("Better Auth Drizzle Integration") });
      await trigger.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Better Auth Drizzle Integration" });
      await expect(dialog).toBeVisible();
      // An integrator comes into a genome with the modules it wires; the dialog offers no command (the CLI has no `enhance`).
      await expect(dialog.getByRole("link", { name: t.compose })).toHaveAttribute("href", `${localePath(locale, "/compose")}?m=better-auth,drizzle`);
      await expect(dialog).not.toContainText("architech");

      // A dependency opens its own details in the same dialog.
      await dialog.getByRole("button", { name: /auth\/better-auth/ }).click();
      const dependency = page.getByRole("dialog", { name: "Better Auth" });
      await expect(dependency).toBeVisible();
      await expect(dependency.getByText("0.18.0")).toBeVisible();
      await expect(dependency.getByRole("rowheader", { name: /session/ })).toBeVisible();
      await expect(dependency.getByRole("link", { name: t.compose })).toHaveAttribute("href", `${localePath(locale, "/compose")}?m=better-auth`);

      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(trigger).toBeFocused();
    });

    test("says what a module needs in words, and promises no usage figures", async ({ page }) => {
      await page.goto(url);
      const m = messages[locale].Marketplace.card.dependencies;
      const none = /=0 \{([^}]*)\}/.exec(m)![1]!;
      await expect(page.locator('li[data-item-id="database/drizzle"]')).toContainText(none);
      const browser = page.getByRole("region", { name: messages[locale].Marketplace.browserTitle });
      await expect(browser).toContainText(messages[locale].Marketplace.categories.adapter);
      await expect(browser.getByText(/stars|downloads|étoiles|téléchargements/i)).toHaveCount(0);
    });

    test("links to the marketplace repository from the contribution steps", async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 2, name: t.contribute })).toBeVisible();
      await expect(page.getByRole("link", { name: new RegExp(t.repo) })).toHaveAttribute("href", "https://github.com/the-architech-xyz/marketplace");
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      test(`has no serious accessibility violations at ${viewport.width}px, dialog included`, async ({ page }) => {
        // Every module's card and a dialog make two full axe passes slow on a shared 2-core machine.
        test.setTimeout(90_000);
        await page.setViewportSize(viewport);
        await gotoHydrated(page, url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectNoSeriousA11yViolations(page);
        await page.getByRole("button", { name: t.details("Next.js"), exact: true }).click();
        await expect(page.getByRole("dialog", { name: "Next.js" })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
