import { expect, test } from "@playwright/test";
import { MOBILE } from "./utils";

test.describe("languages", () => {
  test("the switcher moves /philosophy to French and back, keeping query and hash", async ({ page }) => {
    await page.goto("/philosophy?ref=docs#manifesto-title");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/philosophy\?ref=docs#manifesto-title$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Construisez le produit, pas la tuyauterie");

    await page.getByRole("button", { name: /Changer de langue/ }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect(page).toHaveURL(/\/philosophy\?ref=docs#manifesto-title$/);
    await expect(page).not.toHaveURL(/\/fr\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build the product, not the plumbing");
  });

  test("the switcher is locked for about 300 ms while switching", async ({ page }) => {
    await page.goto("/philosophy");
    // Slow the French page down so the lock can be observed before the navigation lands.
    await page.route("**/fr/philosophy**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const trigger = page.getByRole("button", { name: /Change language/ });
    await trigger.click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    const startedAt = Date.now();
    await expect(trigger).toBeDisabled();
    await expect(trigger).toBeEnabled({ timeout: 2000 });
    expect(Date.now() - startedAt).toBeLessThan(2000);
    await expect(page).toHaveURL(/\/fr\/philosophy$/, { timeout: 10_000 });
  });

  test("?lng=fr redirects to the French URL and the choice is remembered on the next visit to /", async ({ page, context }) => {
    const response = await page.goto("/philosophy?lng=fr");
    expect(response?.url()).toMatch(/\/fr\/philosophy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("fr");

    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("the choice made with the switcher is remembered", async ({ page }) => {
    await page.goto("/philosophy");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.getByRole("menuitem", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/philosophy$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
  });

  test("a first visit follows Accept-Language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR", extraHTTPHeaders: { "Accept-Language": "fr-FR,fr;q=0.9" } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr$/);
    await context.close();
  });

  test("the mobile menu switches language too", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/philosophy");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/philosophy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
