import { expect as baseExpect, type Page } from "@playwright/test";
import { gotoHydrated, localePath, type TestLocale } from "./utils";

// Several engineers share two cores: the landing specs' assertions wait longer than the default before failing.
export const expect = baseExpect.configure({ timeout: 15_000 });

/** Opens the landing page and waits until its islands have hydrated, so clicks reach their handlers. */
export async function openLanding(page: Page, locale: TestLocale) {
  await gotoHydrated(page, localePath(locale, "/"));
  await expect(page.locator("h1")).toBeVisible();
}
