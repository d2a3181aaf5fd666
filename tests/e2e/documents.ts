import { expect, type Page } from "@playwright/test";

/** Replaces window.print with a counter, so a test can see the print dialog was asked for. */
export async function stubPrint(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { __printCalls: number };
    counter.__printCalls = 0;
    window.print = () => {
      counter.__printCalls += 1;
    };
  });
}

export async function printCalls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __printCalls: number }).__printCalls);
}

/** The distance from the top of the viewport to an element's top edge, in CSS pixels. */
export async function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => element.getBoundingClientRect().top);
}

/** Waits until an anchored section has come to rest just below the sticky header. */
export async function expectScrolledTo(page: Page, id: string): Promise<void> {
  await expect.poll(() => topOf(page, `#${id}`), { timeout: 5_000 }).toBeLessThan(200);
  await expect.poll(() => topOf(page, `#${id}`), { timeout: 5_000 }).toBeGreaterThanOrEqual(0);
}
