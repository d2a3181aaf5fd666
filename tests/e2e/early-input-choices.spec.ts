import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { localePath, locales, slowCpu } from "./utils";

/**
 * The composer's single-choice controls used at once on a cold page, CPU slowed 4x (as Lighthouse's
 * phone): a template radio, a radio of a one-adapter group, a parameter's select. The control shows
 * the choice at once, and the composition ends up holding exactly that choice (the genome file and
 * the address say so): never a control showing what the island does not hold.
 */

const messages = { en, fr } as const;

const genomeCode = (page: Page) => page.locator("#composer-outputs").locator("pre").first();
const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
const templateRadio = (page: Page, name: string) => page.locator("#composer-start").getByRole("radio", { name, exact: true });

for (const locale of locales) {
  const m = messages[locale];
  const saas = m.Catalog.genomes["saas-starter"].name;

  test.describe(`the composer's choices on a cold page, CPU slowed 4x (${locale})`, () => {
    test.beforeEach(async ({ page }) => slowCpu(page));

    test("a template clicked at once is the composition", async ({ page }) => {
      await page.goto(localePath(locale, "/compose"));
      const radio = templateRadio(page, saas);
      await radio.click();
      await expect(radio).toBeChecked();
      await expect.poll(() => query(page, "from"), { timeout: 15_000 }).toBe("saas-starter");
      await expect(genomeCode(page)).toContainText("id: 'payment/stripe'");
      await expect(templateRadio(page, m.Composer.start.empty)).not.toBeChecked();
    });

    test("two templates chosen in a row leave the second", async ({ page }) => {
      await page.goto(localePath(locale, "/compose"));
      const blog = m.Catalog.genomes["blog-app"].name;
      await templateRadio(page, saas).click();
      await templateRadio(page, blog).click();
      await expect.poll(() => query(page, "from"), { timeout: 15_000 }).toBe("blog-app");
      await expect(templateRadio(page, blog)).toBeChecked();
      await expect(templateRadio(page, saas)).not.toBeChecked();
    });

    test("a radio of a one-adapter group clicked at once replaces nothing and is in the genome", async ({ page }) => {
      await page.goto(localePath(locale, "/compose"));
      const prisma = page.locator("#composer-adapters fieldset[data-group='database']").getByRole("radio", { name: "Prisma ORM", exact: true });
      await prisma.click();
      await expect(prisma).toBeChecked();
      await expect.poll(() => query(page, "m"), { timeout: 15_000 }).toBe("prisma");
      await expect(genomeCode(page)).toContainText("id: 'database/prisma'");
    });

    test("a parameter's select changed as soon as it shows is written to the genome", async ({ page }) => {
      // A composition in the address: the island hydrates at once and shows Stripe's settings.
      await page.goto(`${localePath(locale, "/compose")}?m=stripe`);
      const settings = page.locator("details[data-settings='payment/stripe']");
      await settings.locator("summary").click();
      const mode = settings.getByRole("combobox", { name: "mode", exact: true });
      await mode.selectOption("live");
      await expect(mode).toHaveValue("live");
      await expect(genomeCode(page)).toContainText("mode: 'live'", { timeout: 15_000 });
    });
  });

  test.describe(`a template tapped on a cold phone page, CPU slowed 4x (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test.beforeEach(async ({ page }) => slowCpu(page));

    test("the template tapped is the composition", async ({ page }) => {
      await page.goto(localePath(locale, "/compose"));
      const radio = templateRadio(page, saas);
      await radio.scrollIntoViewIfNeeded();
      await radio.tap();
      await expect(radio).toBeChecked();
      await expect.poll(() => query(page, "from"), { timeout: 15_000 }).toBe("saas-starter");
      await expect(genomeCode(page)).toContainText("id: 'auth/better-auth'");
    });
  });
}
