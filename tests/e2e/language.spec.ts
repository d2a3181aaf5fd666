import { expect, test } from "@playwright/test";
import { MOBILE, gotoHydrated } from "./utils";

test.describe("languages", () => {
  test("the switcher moves /philosophy to French and back, keeping query and hash", async ({ page }) => {
    await gotoHydrated(page, "/philosophy?ref=docs#manifesto-title");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.getByRole("banner").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/philosophy\?ref=docs#manifesto-title$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Construisez le produit, pas la tuyauterie");

    await page.getByRole("button", { name: /Changer de langue/ }).click();
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page).toHaveURL(/\/philosophy\?ref=docs#manifesto-title$/);
    await expect(page).not.toHaveURL(/\/fr\//);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Build the product, not the plumbing");
  });

  test("the switcher is locked for about 300 ms while switching", async ({ page }) => {
    await gotoHydrated(page, "/philosophy");
    // Slow the French page down so the lock can be observed before the navigation lands.
    await page.route("**/fr/philosophy**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    const trigger = page.getByRole("button", { name: /Change language/ });
    await expect(async () => {
      await trigger.click();
      await expect(trigger).toHaveAttribute("aria-expanded", "true", { timeout: 500 });
    }).toPass();
    // Record when the trigger is disabled and enabled again, independently of polling.
    await trigger.evaluate((button: HTMLButtonElement) => {
      const log: { disabled: boolean; at: number }[] = [];
      (window as unknown as { lockLog: typeof log }).lockLog = log;
      new MutationObserver(() => log.push({ disabled: button.disabled, at: performance.now() })).observe(button, {
        attributes: true,
        attributeFilter: ["disabled"],
      });
    });
    await page.getByRole("banner").getByRole("button", { name: "Français" }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { lockLog: unknown[] }).lockLog.length))
      .toBeGreaterThanOrEqual(2);
    const [locked, unlocked] = await page.evaluate(
      () => (window as unknown as { lockLog: { disabled: boolean; at: number }[] }).lockLog,
    );
    expect(locked?.disabled).toBe(true);
    expect(unlocked?.disabled).toBe(false);
    const lockedFor = unlocked!.at - locked!.at;
    // The observer reports the lock when its callback runs, which can be tens of milliseconds
    // after the button was disabled on a busy machine: the measured span can only come out short.
    expect(lockedFor).toBeGreaterThan(200);
    // Generous upper bound: timers run late on a loaded machine.
    expect(lockedFor).toBeLessThan(2000);
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
    await gotoHydrated(page, "/philosophy");
    await page.getByRole("button", { name: /Change language/ }).click();
    await page.getByRole("banner").getByRole("button", { name: "Français" }).click();
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
    await gotoHydrated(page, "/philosophy");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Français" }).click();
    await expect(page).toHaveURL(/\/fr\/philosophy$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("dialog")).toBeHidden();
  });
});
