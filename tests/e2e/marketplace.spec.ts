import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, MOBILE, expectModuleLogo, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, hydrateIslands, localePath, locales } from "./utils";
import { catalogFacts } from "../../src/domain/genome/catalog-facts";
import { adapterGroups, genomes, moduleById, modules, type MarketplaceModule } from "../../src/domain/catalog/catalog";
import { logoModuleIds } from "../../src/domain/catalog/module-logos";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { expectLandedOn } from "./anchor-geometry";

const messages = { en, fr } as const;
const PHONE = { width: 390, height: 844 } as const;

/** Every entry of the marketplace: its modules, then its genome templates. */
const everything = catalogFacts().moduleCount + catalogFacts().genomeCount;

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

/** The category a module is listed under: an adapter's group, an integrator's first technology's. */
function listedGroup(module: MarketplaceModule): string {
  if (module.category === "adapter") return module.group;
  const first = moduleById(module.group[0]!);
  return first.category === "adapter" ? first.group : first.id;
}

/** The marketplace's headings as the catalogue orders them: each kind, then its categories, each with its count. */
function expectedHeadings(locale: keyof typeof messages): string[] {
  const m = messages[locale];
  return (["adapter", "integrator"] as const).flatMap((kind) => {
    const ofKind = modules.filter((module) => module.category === kind);
    const groups = adapterGroups
      .map((group) => [group, ofKind.filter((module) => listedGroup(module) === group).length] as const)
      .filter(([, count]) => count > 0);
    return [`${m.Marketplace.categories[kind]} ${ofKind.length}`, ...groups.map(([group, count]) => `${m.Catalog.groups[group]} ${count}`)];
  }).concat(`${m.Marketplace.categories.template} ${genomes.length}`);
}

/** The browser's kind and category headings the page shows now, in page order. */
const groupHeadings = (page: Page) => page.locator("h2[id]:visible, h3[id]:visible").filter({ has: page.locator("[data-count-of]") });

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

    for (const viewport of [DESKTOP, PHONE]) {
      test.describe(`groups at ${viewport.width} px`, () => {
        test.use({ viewport });

        test("groups the cards by kind and category, each heading with its count, in the contents' order", async ({ page }) => {
          await page.goto(url);
          await expect(groupHeadings(page)).toHaveText(expectedHeadings(locale));
          const contents = page.getByRole("navigation", { name: messages[locale].Marketplace.groupsIndex });
          await expect(contents.getByRole("link")).toHaveText(expectedHeadings(locale));
          const ids = await groupHeadings(page).evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
          expect(await contents.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(ids);
        });

        test("a contents link lands on its group, at once on a fresh page", async ({ page }) => {
          const contents = page.getByRole("navigation", { name: messages[locale].Marketplace.groupsIndex });
          for (const target of ["adapters-database", "integrators-payment", "templates"]) {
            await page.goto(url);
            await contents.locator(`a[href="#${target}"]`).click();
            await expect(page).toHaveURL(new RegExp(`#${target}$`));
            await expectLandedOn(page, `#${target}`);
          }
        });

        test("filtering hides the groups left empty and counts the others", async ({ page }) => {
          const t = messages[locale];
          await gotoHydrated(page, url);
          await page.getByRole("searchbox", { name: copy[locale].search }).fill("stripe");
          // One adapter (Payments), three integrators (all joining Stripe first, so under Payments), two templates.
          const payments = t.Catalog.groups.payment;
          const expected = [`${t.Marketplace.categories.adapter} 1`, `${payments} 1`, `${t.Marketplace.categories.integrator} 3`, `${payments} 3`, `${t.Marketplace.categories.template} 2`];
          await expect(groupHeadings(page)).toHaveText(expected);
          const contents = page.getByRole("navigation", { name: t.Marketplace.groupsIndex });
          await expect(contents.getByRole("link")).toHaveText(expected);
          await expect(page.locator("#adapters-database")).toBeHidden();

          await chip(page, copy[locale].integrators, 3).click();
          await expect(groupHeadings(page)).toHaveText([`${t.Marketplace.categories.integrator} 3`, `${payments} 3`]);

          await page.getByRole("searchbox", { name: copy[locale].search }).fill("zzzz-nothing");
          await expect(groupHeadings(page)).toHaveCount(0);
          await expect(page.getByRole("heading", { name: copy[locale].noResults })).toBeVisible();
        });
      });
    }

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
