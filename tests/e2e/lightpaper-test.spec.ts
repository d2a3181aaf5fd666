import { expect, test } from "@playwright/test";
import { gotoHydrated, localePath, locales } from "./utils";

const copy = {
  en: { h1: "Product brief building blocks", blocks: ["Table of contents", "Document section", "Example genome", "Template card", "Roadmap", "Status badges"], statuses: ["Shipped", "In progress", "Planned", "Research", "Planning", "Conceptual"] },
  fr: {
    h1: "Briques de la présentation produit",
    blocks: ["Table des matières", "Section de document", "Exemple de génome", "Carte de template", "Feuille de route", "Badges d’état"],
    statuses: ["Livré", "En cours", "Prévu", "Recherche", "Planification", "Conceptuel"],
  },
} as const;

for (const locale of locales) {
  const text = copy[locale];

  test(`/lightpaper-test renders every building block and is kept out of search (${locale})`, async ({ page }) => {
    await gotoHydrated(page, localePath(locale, "/lightpaper-test"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.h1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    for (const title of text.blocks) await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
    const statuses = page.locator("#specimen-statuses");
    for (const status of text.statuses) await expect(statuses.getByText(status, { exact: true })).toBeVisible();
    await expect(page.locator("#specimen-genome pre")).toContainText("id: 'auth/better-auth'");
    await expect(page.locator("#specimen-useCase").getByRole("link")).toHaveAttribute("href", localePath(locale, "/solutions/saas-starter"));
  });
}
