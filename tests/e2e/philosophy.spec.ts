import { expect, test } from "@playwright/test";
import { localePath } from "./utils";

const copy = {
  en: {
    h1: "Build the product, not the plumbing",
    oldWay: "The old way",
    newWay: "The Architech way",
    community: "Join the community",
    brief: "Read the product brief",
    signature: "Antoine Servat, founder of The Architech",
  },
  fr: {
    h1: "Construisez le produit, pas la tuyauterie",
    oldWay: "L’ancienne méthode",
    newWay: "Avec The Architech",
    community: "Rejoindre la communauté",
    brief: "Lire la présentation produit",
    signature: "Antoine Servat, fondateur de The Architech",
  },
} as const;

for (const locale of ["en", "fr"] as const) {
  test(`/philosophy shows the manifesto, both lists and the calls to action, and no unsourced 70/30 bar (${locale})`, async ({ page }) => {
    const text = copy[locale];
    await page.goto(localePath(locale, "/philosophy"));
    await expect(page).toHaveTitle(new RegExp(`\\| The Architech$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.h1);
    await expect(page.getByRole("main")).not.toContainText(/70\s?%/);
    await expect(page.getByRole("heading", { name: text.oldWay })).toBeVisible();
    await expect(page.getByRole("heading", { name: text.newWay })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: new RegExp(text.community) })).toHaveAttribute(
      "href",
      "https://discord.gg/sxhdEEWups",
    );
    await expect(page.getByRole("main").getByRole("link", { name: text.brief })).toHaveAttribute(
      "href",
      localePath(locale, "/lightpaper"),
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // The vision is signed by the person whose portrait and story the team page shows, not by a collective.
    await expect(page.getByRole("main").locator("blockquote footer")).toHaveText(text.signature);
  });
}
