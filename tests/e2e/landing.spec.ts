import { test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { siteConfig } from "../../src/lib/site-config";
import { expectNoSeriousA11yViolations, localePath, locales, MOBILE } from "./utils";
import { expect, openLanding } from "./landing-page";

const messages = { en, fr } as const;

/** Scrolls to the demo and waits until the interactive island has replaced the shell. */
async function openDemo(page: Page) {
  await page.locator("#demo").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo="interactive"]')).toBeVisible();
}

for (const locale of locales) {
  const m = messages[locale];

  test.describe(`landing (${locale})`, () => {
    // The page is long and axe checks all of it; a shared two-core machine needs the headroom.
    test.describe.configure({ timeout: 180_000 });

    test("the hero's first button scrolls to the waitlist, the second leads to the from-source build", async ({ page }) => {
      await openLanding(page, locale);
      const hero = page.locator("#home");
      await expect(hero.getByRole("link", { name: m.Landing.hero.secondaryCta, exact: true })).toHaveAttribute(
        "href",
        localePath(locale, siteConfig.cli.installGuidePath),
      );
      await hero.getByRole("link", { name: m.Landing.hero.primaryCta, exact: true }).click();
      await expect(page).toHaveURL(/#cta$/);
      await expect(page.getByRole("heading", { level: 2, name: m.Landing.cta.title })).toBeInViewport();
    });

    test("audience tabs work with the keyboard", async ({ page }) => {
      await openLanding(page, locale);
      const builders = page.getByRole("tab", { name: m.Landing.audience.builders.tab });
      const creators = page.getByRole("tab", { name: m.Landing.audience.creators.tab });
      await builders.focus();
      await expect(builders).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(creators).toBeFocused();
      await expect(creators).toHaveAttribute("aria-selected", "true");
      await expect(page.getByText(m.Landing.audience.creators.dialog.user)).toBeVisible();
      await page.keyboard.press("ArrowLeft");
      await expect(builders).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("link", { name: m.Landing.audience.builders.cliLink })).toBeVisible();
    });

    test("FAQ opens one question at a time, the first by default", async ({ page }) => {
      await openLanding(page, locale);
      const faq = page.locator("#faq");
      const first = faq.getByRole("button", { name: m.Landing.faq.items.what.question });
      const second = faq.getByRole("button", { name: m.Landing.faq.items.genome.question });
      await expect(faq.getByRole("button", { expanded: true })).toHaveCount(1);
      await expect(first).toHaveAttribute("aria-expanded", "true");
      await expect(faq.getByText(m.Landing.faq.items.what.answer)).toBeVisible();
      await second.click();
      await expect(second).toHaveAttribute("aria-expanded", "true");
      await expect(first).toHaveAttribute("aria-expanded", "false");
      await expect(faq.getByRole("button", { expanded: true })).toHaveCount(1);
      await expect(faq.locator("[data-state=open][role=region]")).toHaveCount(1);
    });

    test("no npm command: the hero and the call to action say no npm release installs and lead to the from-source build", async ({ page }) => {
      await openLanding(page, locale);
      // `npm install -g` fails today (facts/CLI-FACTS.md §8 R2): the page never offers it.
      await expect(page.locator("main")).not.toContainText(siteConfig.cli.npmInstallCommand);
      await expect(page.locator("#home")).not.toContainText(/live on npm|disponible sur npm/);
      for (const section of [page.locator("#home"), page.locator("#how-it-works"), page.locator("#cta")]) {
        await expect(section.getByText(m.Install.status)).toBeVisible();
        await expect(section.getByRole("link", { name: m.Install.guide })).toHaveAttribute("href", localePath(locale, siteConfig.cli.installGuidePath));
      }
      await expect(page.locator("#cta").getByRole("link", { name: m.Landing.cta.cliLink })).toHaveAttribute("href", localePath(locale, "/cli"));
    });

    test("the browser accepts every Permissions-Policy feature the server denies", async ({ page }) => {
      const policyErrors: string[] = [];
      page.on("console", (message) => /Permissions-Policy/i.test(message.text()) && policyErrors.push(message.text()));
      await openLanding(page, locale);
      expect(policyErrors).toEqual([]);
    });

    test("comparison is a table on wide screens and cards at 375 px", async ({ page }) => {
      await openLanding(page, locale);
      const section = page.locator("#where-we-fit");
      const table = section.getByRole("table");
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader", { name: m.Landing.whereWeFit.columns.architech })).toBeVisible();
      await expect(table.getByRole("rowheader")).toHaveCount(5);
      await expect(section.locator("[data-comparison=cards]")).toBeHidden();

      await page.setViewportSize(MOBILE);
      await expect(table).toBeHidden();
      await expect(section.locator("[data-comparison=cards]")).toBeVisible();
      await expect(section.locator("[data-comparison=cards] > li")).toHaveCount(4);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    });

    test("has no serious accessibility violations, with the dialog closed and open", async ({ page }) => {
      await openLanding(page, locale);
      await openDemo(page);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole("button", { name: m.Landing.faq.contactButton }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
