import { expect, test, type Page } from "@playwright/test";
import { siteConfig } from "../../src/lib/site-config";
import { DESKTOP, MOBILE, expectModuleLogo, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, hydrateIslands, localePath, locales } from "./utils";
import { catalogFacts } from "../../src/domain/genome/catalog-facts";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };

const install = { en: en.Install, fr: fr.Install } as const;

const copy = {
  en: {
    placeholder: "Search templates by name, description, or technology...",
    search: "Search templates",
    all: "All",
    seo: "SEO",
    payments: "Payments",
    emptyTitle: "No templates found",
    emptyDescription: "Try adjusting your search or filters",
    saas: "SaaS application",
    ecommerce: "E-commerce platform",
    narrow: "storefront",
    blog: "Blog platform",
    technologies: "Technologies in this template",
    count: (n: number) => `${n} template${n === 1 ? "" : "s"}`,
    cli: "Read the CLI guide",
    marketplace: "Browse the modules",
    saasCount: "18 modules: 7 adapters chosen, 11 integrators wired",
  },
  fr: {
    placeholder: "Rechercher un template par nom, description ou technologie...",
    search: "Rechercher un template",
    all: "Tous",
    seo: "SEO",
    payments: "Paiements",
    emptyTitle: "Aucun template trouvé",
    emptyDescription: "Essayez d’ajuster votre recherche ou vos filtres",
    saas: "Application SaaS",
    ecommerce: "Plateforme e-commerce",
    narrow: "boutique",
    blog: "Plateforme de blog",
    technologies: "Technologies de ce template",
    count: (n: number) => `${n} template${n > 1 ? "s" : ""}`,
    cli: "Lire le guide de la CLI",
    marketplace: "Parcourir les modules",
    saasCount: /^18 modules\s:\s7 adaptateurs choisis, 11 intégrateurs câblés$/,
  },
} as const;

const visibleCards = (page: Page) => page.locator("li[data-genome-id]:visible");

for (const locale of locales) {
  const t = copy[locale];
  const url = localePath(locale, "/solutions");

  test.describe(`solutions (${locale})`, () => {
    test("lists the four genomes with their facts", async ({ page }) => {
      await page.goto(url);
      await expect(visibleCards(page)).toHaveCount(4);
      const saas = page.locator('li[data-genome-id="saas-starter"]');
      await expect(saas.getByRole("link", { name: t.saas })).toHaveAttribute("href", localePath(locale, "/solutions/saas-starter"));
      await expect(saas.getByText("saas-starter", { exact: true })).toBeVisible();
      // What its genome installs, as its page counts it: the 7 adapters it chooses and the 11 integrators that wire them.
      await expect(saas.getByText(t.saasCount)).toBeVisible();
      await expect(saas.getByText("+1", { exact: true })).toBeVisible();
      // No generation time: nothing measures the "~45s" the cards used to show.
      await expect(saas.getByText(/~?45\s?s/)).toHaveCount(0);
      // The technologies it installs, as named logos, its framework first.
      const technologies = saas.getByRole("list", { name: t.technologies }).getByRole("img");
      await expect(technologies).toHaveCount(7);
      await expect(technologies.first()).toHaveAccessibleName("Next.js");
      await expect(technologies.filter({ has: page.locator("title") })).toHaveCount(7);
      await expectModuleLogo(saas, "stripe");
      await expectModuleLogo(saas, "state");
      // comprehensive-app has exactly three tags: no overflow badge.
      await expect(page.locator('li[data-genome-id="comprehensive-app"]').getByText(/^\+\d$/)).toHaveCount(0);
      const stats = page.getByRole("definition");
      await expect(stats.filter({ hasText: new RegExp(`^${catalogFacts().genomeCount}$`) })).toHaveCount(1);
      await expect(stats.filter({ hasText: new RegExp(`^${catalogFacts().moduleCount}$`) })).toHaveCount(1);
    });

    test("has All plus every distinct tag, and filters by exact tag", async ({ page }) => {
      await gotoHydrated(page, url);
      const tags = page.getByRole("group").getByRole("button");
      await expect(tags).toHaveCount(15);
      await expect(tags.first()).toHaveText(t.all);
      await expect(tags.first()).toHaveAttribute("aria-pressed", "true");

      await page.getByRole("button", { name: t.seo, exact: true }).click();
      await expect(page.getByRole("button", { name: t.seo, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(tags.first()).toHaveAttribute("aria-pressed", "false");
      await expect(visibleCards(page)).toHaveCount(1);
      await expect(page.getByRole("main").getByRole("link", { name: t.blog })).toBeVisible();
      await expect(page).toHaveURL(/\?tag=seo$/);

      await page.getByRole("button", { name: t.payments, exact: true }).click();
      await expect(visibleCards(page)).toHaveCount(2);
      await expect(page.getByRole("status").filter({ hasText: t.count(2) })).toBeVisible();

      await tags.first().click();
      await expect(visibleCards(page)).toHaveCount(4);
      await expect(page).toHaveURL(new RegExp(`${url}$`));
    });

    test("search uses the spec placeholder, matches tags, and shows the empty state", async ({ page }) => {
      await gotoHydrated(page, url);
      const search = page.getByRole("searchbox", { name: t.search });
      await expect(search).toHaveAttribute("placeholder", t.placeholder);
      await search.fill("CART");
      await expect(visibleCards(page)).toHaveCount(1);
      await search.fill("no-such-genome");
      await expect(visibleCards(page)).toHaveCount(0);
      await expect(page.getByRole("heading", { name: t.emptyTitle })).toBeVisible();
      await expect(page.getByText(t.emptyDescription)).toBeVisible();
    });

    test("the view survives a reload and coming Back", async ({ page }) => {
      // Three full page loads plus a Back: give a busy shared machine room.
      test.setTimeout(60_000);
      await gotoHydrated(page, `${url}?q=stripe&tag=payments`);
      await expect(visibleCards(page)).toHaveCount(2);
      await page.getByRole("searchbox", { name: t.search }).fill(t.narrow);
      await expect(page).toHaveURL(new RegExp(`\\?q=${t.narrow}&tag=payments$`));
      await expect(visibleCards(page)).toHaveCount(1);
      await page.reload();
      await hydrateIslands(page);
      await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue(t.narrow);
      await expect(visibleCards(page)).toHaveCount(1);
      await page.getByRole("main").getByRole("link", { name: t.ecommerce }).click();
      await expect(page).toHaveURL(new RegExp(`/solutions/ecommerce-app$`));
      await page.goBack();
      await hydrateIslands(page);
      await expect(page.getByRole("searchbox", { name: t.search })).toHaveValue(t.narrow);
      await expect(page.getByRole("button", { name: t.payments, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(visibleCards(page)).toHaveCount(1);
    });

    test("ends with the CLI block: no npm command, the from-source build, the CLI and the marketplace", async ({ page }) => {
      await page.goto(url);
      // No npm release installs (facts/CLI-FACTS.md §8 R2): the block says so and leads to the installation guide.
      const main = page.getByRole("main");
      await expect(main).not.toContainText(siteConfig.cli.npmInstallCommand);
      await expect(main.getByText(install[locale].status)).toBeVisible();
      await expect(main.getByRole("link", { name: install[locale].guide })).toHaveAttribute("href", localePath(locale, siteConfig.cli.installGuidePath));
      await expect(page.getByRole("link", { name: t.cli })).toHaveAttribute("href", localePath(locale, "/cli"));
      await expect(page.getByRole("link", { name: t.marketplace })).toHaveAttribute("href", localePath(locale, "/marketplace"));
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      test(`has no serious accessibility violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
