import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, expectModuleLogo, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, hydrateIslands, localePath, locales } from "./utils";
import { catalogStats } from "../../src/domain/catalog/catalog-derived";
import { genomes } from "../../src/domain/catalog/catalog";

/** Every entry of the marketplace: its modules, then its genome templates. */
const everything = catalogStats.totalModules + catalogStats.genomes;

const copy = {
  en: {
    h1: "Modules that already know each other",
    search: "Search the marketplace",
    all: "All",
    adapters: "Adapters",
    integrators: "Integrators",
    templates: "Templates",
    features: "Features",
    count: (n: number) => `${n} result${n === 1 ? "" : "s"}`,
    noResults: "Nothing found",
    saas: "SaaS Application",
    saasCount: "18 modules: 7 adapters chosen, 11 integrators wired",
    details: (name: string) => `Details of ${name}`,
    version: "Version",
    contribute: "Publish your own module",
    compose: "Compose a genome with it",
    repo: "Open the marketplace repository",
  },
  fr: {
    h1: "Des modules qui se connaissent déjà",
    search: "Rechercher dans la marketplace",
    all: "Tous",
    adapters: "Adaptateurs",
    integrators: "Intégrateurs",
    templates: "Templates",
    features: "Fonctionnalités",
    count: (n: number) => `${n} résultat${n > 1 ? "s" : ""}`,
    noResults: "Aucun résultat",
    saas: "Application SaaS",
    saasCount: /18 modules\s:\s7 adaptateurs choisis, 11 intégrateurs câblés/,
    details: (name: string) => `Détails de ${name}`,
    version: "Version",
    contribute: "Publiez votre propre module",
    compose: "Composer un génome qui le contient",
    repo: "Ouvrir le dépôt de la marketplace",
  },
} as const;

function chip(page: Page, label: string, count: number) {
  return page.getByRole("group").getByRole("button", { name: new RegExp(`^${label}\\s*${count}$`) });
}

const visibleCards = (page: Page) => page.locator("li[data-item-id]:visible");

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

    test("each card shows its technology's logo, and so does the quick look", async ({ page }) => {
      await gotoHydrated(page, url);
      await expect(page.locator("li[data-item-id] svg[data-logo]")).toHaveCount(catalogStats.totalModules);
      await expectModuleLogo(page.locator('li[data-item-id="payment/stripe"]'), "stripe");
      // An integrator shows the first technology it joins; a module without a brand, its group's glyph.
      await expectModuleLogo(page.locator('li[data-item-id="stripe-drizzle-integration"]'), "stripe");
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
