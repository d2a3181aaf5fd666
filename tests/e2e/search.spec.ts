import { test } from "@playwright/test";
import { modules } from "../../src/domain/catalog/catalog";
import { SEARCH_SCRIPT_PATH } from "../../src/lib/search-bundle";
import { expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, localePath, locales } from "./utils";
import { messages, expect, searchDialog } from "./search-dialog";

for (const locale of locales) {
  test.describe(`site search (${locale})`, () => {

    test("/ and Ctrl+K open the dialog with its field focused, and Escape closes it", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { dialog, field } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await expect(dialog).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue("");
      await expect(field).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.keyboard.press("Control+k");
      await expect(dialog).toBeVisible();
      await expect(field).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test("loads nothing for search until the visitor first searches", async ({ page }) => {
      const searchRequests: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/pagefind/") || path.includes("open-search-dialog")) searchRequests.push(path);
      });
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      await page.waitForLoadState("networkidle");
      expect(searchRequests).toEqual([]);

      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill("drizzle");
      await expect(options.first()).toBeVisible();
      expect(searchRequests).toContain(SEARCH_SCRIPT_PATH);
      expect(searchRequests.some((path) => path.includes("open-search-dialog"))).toBe(true);
    });

    test("Escape returns focus to where it was, and the next search starts empty", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, dialog, field } = searchDialog(page, locale);
      const button = page.getByRole("banner").getByRole("button", { name: t.button });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(field).toBeFocused();
      await field.fill("cli");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      const link = page.getByRole("contentinfo").getByRole("link").first();
      await link.focus();
      await page.keyboard.press("/");
      await expect(field).toBeFocused();
      await expect(field).toHaveValue("");
      await page.keyboard.press("Escape");
      await expect(link).toBeFocused();
    });

    test("typing / or Ctrl+K in the waitlist field types there and opens nothing", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/"));
      const email = page.locator("#cta").getByLabel(messages[locale].Waitlist.emailLabel);
      await email.click();
      await page.keyboard.type("dev/null");
      await page.keyboard.press("Control+k");
      await expect(email).toHaveValue("dev/null");
      await expect(email).toBeFocused();
      await expect(searchDialog(page, locale).dialog).toHaveCount(0);
    });

    test("axe finds nothing serious with the dialog open and showing results", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("Control+k");
      await field.fill("genome");
      await expect(options.first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("works on a phone: the header's icon opens a dialog that fits the screen", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, dialog, field, options } = searchDialog(page, locale);
      await page.getByRole("banner").getByRole("button", { name: t.button }).click();
      await field.fill("stripe");
      await expect(options.first()).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await options.first().click();
      await expect(page).toHaveURL(/\/marketplace\//);
    });

    test("/search?q=stripe lists the Stripe modules, and keeps the query in the URL as the visitor types", async ({ page }) => {
      const t = messages[locale].Search;
      await gotoHydrated(page, localePath(locale, "/search?q=stripe"));
      await expect(page.getByRole("heading", { level: 1, name: messages[locale].SearchPage.title })).toBeVisible();
      const field = page.getByRole("searchbox", { name: t.fieldLabel });
      await expect(field).toHaveValue("stripe");
      const found = page.getByRole("region", { name: t.groups.module });
      for (const stripe of modules.filter((module) => module.id.includes("stripe"))) {
        await expect(found.getByRole("link", { name: stripe.name, exact: true })).toHaveAttribute("href", localePath(locale, `/marketplace/${stripe.id}`));
      }

      await field.fill("drizzle");
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/search")}\\?q=drizzle$`));
      await expect(found.getByRole("link", { name: "Drizzle ORM", exact: true })).toBeVisible();
      await field.fill("zqxjvw");
      await expect(page.getByText(t.noResults.replace("{query}", "zqxjvw"), { exact: true }).first()).toBeVisible();

      // On this page the shortcut goes to the page's own field.
      await page.getByRole("heading", { level: 1 }).click();
      await page.keyboard.press("/");
      await expect(field).toBeFocused();
      await expect(searchDialog(page, locale).dialog).toHaveCount(0);
    });
  });
}
