import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { expectLandedOn } from "./anchor-geometry";
import { localePath, locales, type TestLocale } from "./utils";

/**
 * Every in-page link and fragment URL brings its target to the top of the screen, below the sticky
 * bars, and keeps it there once the page has settled, at phone, tablet and desktop widths. Links
 * are followed as a visitor would, at once on a freshly loaded page.
 */

const messages = { en, fr } as const;
const widths = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
] as const;
const landingFragments = ["#cta", "#faq", "#where-we-fit", "#how-it-works", "#demo"] as const;

/** The header's "Get started": in the header on wide screens, in the menu on narrow ones. */
async function followHeaderGetStarted(page: Page, m: typeof en) {
  const inHeader = page.getByRole("banner").getByRole("link", { name: m.Navigation.cta, exact: true });
  if (await inHeader.isVisible()) {
    await inHeader.click();
    return;
  }
  await page.getByRole("button", { name: m.Navigation.openMenu }).click();
  await page.getByRole("dialog", { name: m.Navigation.menuTitle }).getByRole("link", { name: m.Navigation.cta, exact: true }).click();
}

/** The hero's first call to action, which leads to the waitlist. */
async function followHeroGetStarted(page: Page, locale: TestLocale) {
  await page.goto(localePath(locale, "/"));
  await page.locator("#home").getByRole("link", { name: messages[locale].Landing.hero.primaryCta, exact: true }).click();
}

for (const locale of locales) {
  const m = messages[locale];
  for (const viewport of widths) {
    test.describe(`jumps land at ${viewport.width} px (${locale})`, () => {
      test.use({ viewport });

      test("the hero's Get started lands on the call to action with the waitlist field on screen", async ({ page }) => {
        await followHeroGetStarted(page, locale);
        await expect(page).toHaveURL(/#cta$/);
        await expectLandedOn(page, "#cta");
      });

      test("the header's Get started from another page lands on the waitlist", async ({ page }) => {
        await page.goto(localePath(locale, "/docs"));
        await followHeaderGetStarted(page, m);
        await page.waitForURL(/#cta$/);
        await expectLandedOn(page, "#cta");
      });

      test("each landing section opened by its address lands at its top", async ({ page }) => {
        for (const fragment of landingFragments) {
          await page.goto(`${localePath(locale, "/")}${fragment}`);
          await expectLandedOn(page, fragment);
        }
      });

      test("Request a demo on the teams page lands on the form with its field on screen", async ({ page }) => {
        await page.goto(localePath(locale, "/for-teams"));
        await page.locator("main").getByRole("link", { name: m.ForTeams.hero.cta, exact: true }).first().click();
        await expect(page).toHaveURL(/#demo$/);
        await expectLandedOn(page, "#demo");
      });

      for (const path of ["/whitepaper", "/docs/reference/genome-file"]) {
        test(`the contents of ${path} land on their first and last sections`, async ({ page }) => {
          await page.goto(localePath(locale, path));
          const contents = page.locator("nav[data-toc]:visible").first();
          for (const index of [0, -1]) {
            const toggle = contents.locator("[data-toc-toggle]");
            if (await toggle.isVisible()) await toggle.click();
            const link = contents.locator("a[data-toc-link]").nth(index);
            const id = await link.getAttribute("data-toc-link");
            await link.click();
            await expectLandedOn(page, `[id=${JSON.stringify(id)}]`);
          }
        });
      }
    });
  }

  test.describe(`jumps land with reduced motion (${locale})`, () => {
    test.use({ viewport: widths[0], reducedMotion: "reduce" });

    test("the phone menu's Get started from the docs lands on the waitlist", async ({ page }) => {
      await page.goto(localePath(locale, "/docs"));
      await followHeaderGetStarted(page, m);
      await page.waitForURL(/#cta$/);
      await expectLandedOn(page, "#cta");
    });

    test("the hero's Get started lands on the call to action", async ({ page }) => {
      await followHeroGetStarted(page, locale);
      await expectLandedOn(page, "#cta");
    });
  });
}
