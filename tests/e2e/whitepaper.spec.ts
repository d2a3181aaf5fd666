import { expect, test } from "@playwright/test";
import { DESKTOP, gotoHydrated, localePath, locales } from "./utils";
import { expectScrolledTo, printCalls, stubPrint } from "./documents";

const anchors = ["abstract", "introduction", "architecture", "implementation", "performance", "security", "future-work", "conclusion"] as const;

const copy = {
  en: {
    h1: "Declarative generation of full-stack applications",
    toc: "On this page",
    print: "Print or save as PDF",
    source: "Source code on GitHub",
    statuses: { "Signed modules and provenance": "Research", "Incremental upgrades": "Planning", "Genomes from natural language": "Conceptual" },
  },
  fr: {
    h1: "Génération déclarative d’applications full-stack",
    toc: "Sur cette page",
    print: "Imprimer ou enregistrer en PDF",
    source: "Code source sur GitHub",
    statuses: { "Modules signés et provenance": "Recherche", "Mises à niveau incrémentales": "Planification", "Des génomes en langage naturel": "Conceptuel" },
  },
} as const;

for (const locale of locales) {
  const text = copy[locale];
  const url = localePath(locale, "/whitepaper");

  test(`/whitepaper has an 8-item contents whose anchors all scroll (${locale})`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await gotoHydrated(page, url);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.h1);
    const links = page.getByRole("navigation", { name: text.toc }).getByRole("link");
    await expect(links).toHaveCount(8);
    for (const [index, id] of anchors.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `#${id}`);
      await links.nth(index).click();
      await expectScrolledTo(page, id);
      await expect(links.nth(index)).toHaveAttribute("aria-current", "location");
    }
  });

  test(`/whitepaper future work carries research, planning and conceptual statuses (${locale})`, async ({ page }) => {
    await page.goto(url);
    const futureWork = page.locator("#future-work");
    await expect(futureWork.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) })).toHaveCount(5);
    for (const [title, status] of Object.entries(text.statuses)) {
      const item = futureWork.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(item).toContainText(status);
    }
    for (const status of ["research", "planning", "conceptual"]) {
      await expect(futureWork.locator(`[data-status="${status}"]`).first()).toBeVisible();
    }
  });

  test(`/whitepaper links to its source and shows the computed execution plan (${locale})`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole("link", { name: new RegExp(text.source) })).toHaveAttribute("href", "https://github.com/the-architech-xyz/cli");
    const plan = page.locator("#implementation figure").filter({ hasText: "stripe-drizzle-integration" });
    await expect(plan).toContainText("framework/nextjs");
    await expect(page.locator("#architecture")).toContainText('"payment/stripe"');
  });

  test(`/whitepaper print button opens the print dialog (${locale})`, async ({ page }) => {
    await stubPrint(page);
    await gotoHydrated(page, url);
    await page.getByRole("button", { name: text.print }).click();
    expect(await printCalls(page)).toBe(1);
  });
}
