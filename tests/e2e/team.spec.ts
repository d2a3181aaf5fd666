import { expect, test } from "@playwright/test";
import { localePath, locales } from "./utils";

const copy = {
  en: {
    h1: "Built by developers, for developers",
    avatar: "Illustrated avatar of Antoine Servat",
    role: "Founder & architect",
    github: "The Architech on GitHub",
    linkedin: "The Architech on LinkedIn",
    email: "Email Antoine Servat",
    values: ["Open source first", "Developer empathy", "Community driven"],
    mission: "Give every builder the foundations of a senior team",
    story: "The founder's story",
    contact: "Get in touch",
    contribute: "Contribute to the CLI",
    publish: "Publish a module",
  },
  fr: {
    h1: "Conçu par des développeurs, pour des développeurs",
    avatar: "Avatar illustré représentant Antoine Servat",
    role: "Fondateur & architecte",
    github: "The Architech sur GitHub",
    linkedin: "The Architech sur LinkedIn",
    email: "Écrire à Antoine Servat",
    values: ["L’open source d’abord", "L’empathie pour les développeurs", "Portés par la communauté"],
    mission: "Donner à chaque créateur les fondations d’une équipe senior",
    story: "L’histoire du fondateur",
    contact: "Nous écrire",
    contribute: "Contribuer à la CLI",
    publish: "Publier un module",
  },
} as const;

for (const locale of locales) {
  const text = copy[locale];

  test(`/team shows the founder card with avatar, role, socials and mail link (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/team"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.h1);
    await expect(page.getByRole("img", { name: text.avatar })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Antoine Servat" })).toBeVisible();
    await expect(page.getByText(text.role, { exact: true })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: new RegExp(text.github) })).toHaveAttribute("href", "https://github.com/the-architech-xyz");
    await expect(main.getByRole("link", { name: new RegExp(text.linkedin) })).toHaveAttribute("href", "https://www.linkedin.com/company/the-architech-ai/");
    await expect(main.getByRole("link", { name: text.email })).toHaveAttribute("href", "mailto:hello@thearchitech.dev");
  });

  test(`/team shows values, mission, story and the join-us links (${locale})`, async ({ page }) => {
    await page.goto(localePath(locale, "/team"));
    for (const value of text.values) await expect(page.getByRole("heading", { name: value })).toBeVisible();
    await expect(page.getByRole("heading", { name: text.mission })).toBeVisible();
    await expect(page.getByRole("heading", { name: text.story })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: text.contact })).toHaveAttribute("href", "mailto:hello@thearchitech.dev");
    await expect(main.getByRole("link", { name: new RegExp(text.contribute) })).toHaveAttribute("href", "https://github.com/the-architech-xyz/cli");
    await expect(main.getByRole("link", { name: new RegExp(text.publish) })).toHaveAttribute("href", "https://github.com/the-architech-xyz/marketplace");
  });
}
