import { expect, test } from "@playwright/test";
import { DESKTOP, MOBILE, gotoHydrated, localePath, locales } from "./utils";
import { expectScrolledTo, printCalls, stubPrint, topOf } from "./documents";

const anchors = ["problem", "solution", "architecture", "use-cases", "specifications", "roadmap", "for-teams", "get-started"] as const;

const copy = {
  en: {
    h1: "Stop paying the innovation tax",
    toc: "On this page",
    labels: ["The problem", "The solution", "Architecture", "Templates", "Specifications", "Roadmap", "For teams", "Get started"],
    print: "Print or save as PDF",
    figures: "The catalogue in figures",
    enterprise: "Enterprise features",
    i18n: "Internationalisation",
    shipped: "Shipped",
  },
  fr: {
    h1: "Arrêtez de payer la taxe sur l’innovation",
    toc: "Sur cette page",
    labels: ["Le problème", "La solution", "Architecture", "Templates", "Spécifications", "Feuille de route", "Pour les équipes", "Démarrer"],
    print: "Imprimer ou enregistrer en PDF",
    figures: "Le catalogue en chiffres",
    enterprise: "Fonctionnalités entreprise",
    i18n: "Internationalisation",
    shipped: "Livré",
  },
} as const;

for (const locale of locales) {
  const text = copy[locale];
  const url = localePath(locale, "/lightpaper");

  test(`/lightpaper lists the 8 sections and every anchor has its section (${locale})`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.h1);
    const toc = page.getByRole("navigation", { name: text.toc });
    const links = toc.getByRole("link");
    await expect(links).toHaveCount(8);
    for (const [index, id] of anchors.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `#${id}`);
      await expect(links.nth(index)).toContainText(text.labels[index]!);
      await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 })).toBeVisible();
    }
  });

  test(`/lightpaper shows catalogue figures, the example genome and the roadmap (${locale})`, async ({ page }) => {
    await page.goto(url);
    // The catalogue's own counts, without the "+" that claimed more than it holds.
    const figures = page.getByRole("definition");
    await expect(figures.getByText("38", { exact: true }).first()).toBeVisible();
    await expect(figures.getByText("4", { exact: true }).first()).toBeVisible();
    await expect(figures.filter({ hasText: /^(38|4)\+$/ })).toHaveCount(0);
    const genome = page.locator("#architecture pre").first();
    await expect(genome).toContainText("id: 'framework/nextjs'");
    await expect(genome).toContainText("id: 'integrations/stripe-drizzle-integration'");
    // The teams offering the home page calls available has shipped; internationalisation, a marketplace
    // module (content/next-intl), has shipped too; no milestone carries a quarter.
    const roadmap = page.locator("#roadmap");
    await expect(roadmap.getByRole("listitem").filter({ hasText: text.enterprise })).toContainText(text.shipped);
    await expect(roadmap.getByRole("listitem").filter({ hasText: text.i18n })).toContainText(text.shipped);
    await expect(roadmap.locator("ol")).not.toContainText(/\b[QT][1-4] \d{4}\b/);
    const main = page.getByRole("main");
    for (const href of ["/solutions", "/for-teams", "/cli", "/marketplace"]) {
      await expect(main.locator(`a[href="${localePath(locale, href)}"]`).first()).toBeVisible();
    }
    await expect(main.locator('a[href="https://github.com/the-architech-xyz/cli"]')).toBeVisible();
    await expect(main.locator(`a[href="${localePath(locale, "/docs")}"]`).first()).toBeVisible();
  });

  test(`/lightpaper table of contents scrolls to each section and marks it current (${locale})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, url);
    const toc = page.getByRole("navigation", { name: text.toc });
    for (const id of ["roadmap", "architecture", "get-started"] as const) {
      await toc.locator(`a[href="#${id}"]`).click();
      await expectScrolledTo(page, id);
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expect(toc.locator(`a[href="#${id}"]`)).toHaveAttribute("aria-current", "location");
      // Sticky beside the text: the contents stay on screen however far the reader is.
      expect(await topOf(page, `nav[aria-label="${text.toc}"]`)).toBeLessThan(DESKTOP.height);
    }
    await expect(page.locator("#get-started")).toBeFocused();
  });

  test(`/lightpaper highlights the section being read while scrolling (${locale})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, url);
    await page.locator("#specifications h2").scrollIntoViewIfNeeded();
    await page.evaluate(() => document.getElementById("specifications")!.scrollIntoView({ block: "start" }));
    await expect(page.getByRole("navigation", { name: text.toc }).locator('a[aria-current="location"]')).toHaveAttribute("href", "#specifications");
  });

  test(`/lightpaper scrolls instantly under reduced motion (${locale})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await gotoHydrated(page, url);
    await page.getByRole("navigation", { name: text.toc }).locator('a[href="#for-teams"]').click();
    // No animation: the section is in place on the very next frame.
    const top = await page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.getElementById("for-teams")!.getBoundingClientRect().top))),
    );
    expect(top).toBeLessThan(200);
    expect(top).toBeGreaterThanOrEqual(0);
  });

  test(`/lightpaper contents collapse into a bar on small screens (${locale})`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await gotoHydrated(page, url);
    const toc = page.getByRole("navigation", { name: text.toc });
    const toggle = toc.getByRole("button");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toc.getByRole("link").first()).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await toc.getByRole("link", { name: text.labels[5] }).click();
    await expectScrolledTo(page, "roadmap");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toContainText(text.labels[5]);
  });

  test(`/lightpaper print button opens the print dialog (${locale})`, async ({ page }) => {
    await stubPrint(page);
    await gotoHydrated(page, url);
    await page.getByRole("button", { name: text.print }).click();
    expect(await printCalls(page)).toBe(1);
  });
}
