import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { modules } from "../../src/domain/catalog/catalog";
import { localePath, locales, slowCpu } from "./utils";

/**
 * A visitor's first input on a cold page, on a phone-class CPU (Chromium slowed 4x, as Lighthouse
 * does): acted at once after the page loads, with no hover pause and no wait for any code, and
 * honoured exactly once.
 */

const messages = { en, fr } as const;

const composerOption = (page: Page, name: string) =>
  page.locator("#composer-adapters").getByRole("radio", { name, exact: true }).or(page.locator("#composer-adapters").getByRole("checkbox", { name, exact: true }));
const genomeCode = (page: Page) => page.locator("#composer-outputs").locator("pre").first();
const selectedModules = (page: Page) => new URL(page.url()).searchParams.get("m")?.split(",") ?? [];

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`early input on a cold page, CPU slowed 4x (${locale})`, () => {
    test.beforeEach(async ({ page }) => slowCpu(page));

    test("the composer's first click ticks the box and puts the module in the genome", async ({ page }) => {
      await page.goto(localePath(locale, "/compose"));
      await composerOption(page, "Vitest").click();
      await expect.poll(() => selectedModules(page), { timeout: 15_000 }).toEqual(["vitest"]);
      await expect(composerOption(page, "Vitest")).toBeChecked();
      // Its dependency came with it, and the genome file says so.
      await expect(composerOption(page, "Next.js")).toBeChecked();
      await expect(genomeCode(page)).toContainText("id: 'testing/vitest'");
      await expect(genomeCode(page)).toContainText("id: 'framework/nextjs'");
    });

    test("three quick clicks on the composer all count, in order", async ({ page }) => {
      await page.goto(localePath(locale, "/compose"));
      for (const name of ["Next.js", "Drizzle ORM", "Better Auth"]) await composerOption(page, name).click();
      await expect.poll(() => selectedModules(page).sort(), { timeout: 15_000 }).toEqual(["better-auth", "drizzle", "nextjs"]);
      for (const name of ["Next.js", "Drizzle ORM", "Better Auth"]) await expect(composerOption(page, name)).toBeChecked();
      await expect(genomeCode(page)).toContainText("id: 'integrations/better-auth-drizzle-integration'");
    });

    test("a marketplace chip answers the first click, and the search box the first keys", async ({ page }) => {
      await page.goto(localePath(locale, "/marketplace"));
      const chips = page.getByRole("group", { name: m.Marketplace.categoriesLabel });
      await chips.getByRole("button", { name: new RegExp(`^${m.Marketplace.categories.integrator}`) }).click();
      const integrators = modules.filter((module) => module.category === "integrator").length;
      await expect(page.locator("li[data-item-id]:visible")).toHaveCount(integrators);
      await expect(page).toHaveURL(/category=integrator/);

      await page.getByRole("searchbox", { name: m.Marketplace.search.label }).pressSequentially("stripe");
      await expect(page).toHaveURL(/q=stripe/);
      await expect(page.locator("li[data-item-id]:visible")).not.toHaveCount(integrators);
      await expect(page.locator("li[data-item-id]:visible").first()).toContainText(/stripe/i);
    });

    test("a solutions tag answers the first click", async ({ page }) => {
      await page.goto(localePath(locale, "/solutions"));
      const tags = page.getByRole("group", { name: m.Solutions.tagsLabel }).getByRole("button");
      const tag = tags.nth(1);
      await tag.click();
      await expect(tag).toHaveAttribute("aria-pressed", "true");
      await expect(page).toHaveURL(/tag=/);
      await expect(page.locator("li[data-genome-id][hidden]")).not.toHaveCount(0);
    });

    test("/ opens the search at once, and what is typed straight away is searched", async ({ page }) => {
      await page.goto(localePath(locale, "/philosophy"));
      await page.keyboard.press("/");
      const dialog = page.getByRole("dialog", { name: m.Search.dialogTitle });
      const field = dialog.getByRole("combobox", { name: m.Search.fieldLabel });
      await expect(field).toBeFocused();
      await page.keyboard.type("drizzle");
      await expect(field).toHaveValue("drizzle");
      await expect(dialog.getByRole("option").first()).toContainText("Drizzle ORM", { timeout: 15_000 });
    });

    test("the contact button opens the form at once, and what is typed before its code has come is sent", async ({ page }) => {
      await page.goto(localePath(locale, "/"));
      await page.getByRole("button", { name: m.Landing.faq.contactButton }).click();
      const dialog = page.getByRole("dialog", { name: m.ContactForm.title });
      await expect(dialog).toBeVisible();
      // The page behind a modal stays still, whether the modal's code has come or not.
      await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
      const email = `early-contact-${locale}-${Date.now()}@example.com`;
      await dialog.getByLabel(m.ContactForm.name).fill("Ada Lovelace");
      await dialog.getByLabel(m.ContactForm.email, { exact: true }).fill(email);
      await dialog.getByLabel(m.ContactForm.message).fill("A private marketplace for our team.");
      const request = page.waitForRequest("**/api/contact", { timeout: 15_000 });
      await dialog.getByRole("button", { name: m.ContactForm.submit }).click();
      expect((await request).postDataJSON()).toMatchObject({ name: "Ada Lovelace", email, message: "A private marketplace for our team." });
      await expect(page.getByRole("heading", { name: m.ContactForm.successTitle })).toBeVisible({ timeout: 15_000 });
    });

    test("text typed straight into the search page's field is searched", async ({ page }) => {
      await page.goto(localePath(locale, "/search"));
      await page.getByRole("searchbox", { name: m.Search.fieldLabel }).pressSequentially("stripe");
      await expect(page).toHaveURL(/q=stripe/, { timeout: 15_000 });
      await expect(page.getByRole("main").getByRole("link", { name: /Stripe/ }).first()).toBeVisible({ timeout: 15_000 });
    });
  });

  test.describe(`early input on a phone, CPU slowed 4x (${locale})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    test.beforeEach(async ({ page }) => slowCpu(page));

    test("a tap on a composer module is in the genome", async ({ page }) => {
      await page.goto(localePath(locale, "/compose"));
      const option = composerOption(page, "Drizzle ORM");
      await option.scrollIntoViewIfNeeded();
      await option.tap();
      await expect.poll(() => selectedModules(page), { timeout: 15_000 }).toEqual(["drizzle"]);
      await expect(option).toBeChecked();
      await expect(genomeCode(page)).toContainText("id: 'database/drizzle'");
    });

    test("a tap on a marketplace chip filters at once", async ({ page }) => {
      await page.goto(localePath(locale, "/marketplace"));
      const chips = page.getByRole("group", { name: m.Marketplace.categoriesLabel });
      await chips.getByRole("button", { name: new RegExp(`^${m.Marketplace.categories.adapter}`) }).tap();
      await expect(page.locator("li[data-item-id]:visible")).toHaveCount(modules.filter((module) => module.category === "adapter").length);
    });
  });
}
