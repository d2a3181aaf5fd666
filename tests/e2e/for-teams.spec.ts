import { expect, test } from "@playwright/test";
import { copy, form } from "./for-teams-page";
import { gotoHydrated, localePath, locales } from "./utils";

for (const locale of locales) {
  const text = copy[locale];
  const url = localePath(locale, "/for-teams");

  test(`/for-teams presents problems, path, comparison and scenarios, and no unsourced figure (${locale})`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.h1);
    await expect(page.getByText(text.badge, { exact: true })).toBeVisible();
    for (const title of [...text.problems, ...text.path]) await expect(page.getByRole("heading", { name: title, exact: true })).toBeVisible();
    const table = page.getByRole("table");
    for (const row of text.rows) await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
    // The scenarios are illustrations and say so: a heading that calls them examples, and each card's tag.
    const examples = page.getByRole("region", { name: text.examples });
    await expect(examples.getByRole("listitem")).toHaveCount(3);
    for (const card of await examples.getByRole("listitem").all()) await expect(card).toContainText(text.examplePrefix);
    // The "90% faster onboarding", "100% compliance" and "40%" figures had no source and are gone.
    await expect(page.getByRole("main")).not.toContainText(/\d+\s?%/);
  });

  test(`/for-teams hero button scrolls to the demo form (${locale})`, async ({ page }) => {
    await gotoHydrated(page, url);
    const fields = form(page, text);
    await expect(fields.email).not.toBeInViewport();
    await page.getByRole("link", { name: text.cta }).click();
    await expect(fields.email).toBeInViewport();
    await expect(page).toHaveURL(/#demo$/);
  });
}
