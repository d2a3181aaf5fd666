import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated, localePath, locales } from "./utils";
import { expectLandedOn } from "./anchor-geometry";
import { messages, PHONE, copy, chip, expectedHeadings, groupHeadings } from "./marketplace-page";

for (const locale of locales) {
  const url = localePath(locale, "/marketplace");

  test.describe(`marketplace (${locale})`, () => {
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
  });
}
