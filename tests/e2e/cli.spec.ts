import { expect, test } from "@playwright/test";
import { siteConfig } from "../../src/lib/site-config";
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, localePath, locales } from "./utils";

const copy = {
  en: { copy: "Copy", copied: "Copied!", terminal: "Example terminal session", reference: "Command reference", requirements: "Requirements", docs: /Documentation/, repo: /Source on GitHub/, npm: /npm package/, node: "Node.js 18 or later", tsx: "tsx on your PATH, to run .genome.ts files", available: "Available", inDevelopment: "In development", planned: "Planned", packageManager: "npm, yarn, pnpm or bun", os: "macOS, Linux or Windows" },
  fr: { copy: "Copier", copied: "Copié !", terminal: "Exemple de session dans le terminal", reference: "Référence des commandes", requirements: "Prérequis", docs: /Documentation/, repo: /Code source sur GitHub/, npm: /Paquet npm/, node: "Node.js 18 ou plus récent", tsx: "tsx dans votre PATH, pour exécuter les fichiers .genome.ts", available: "Disponible", inDevelopment: "En développement", planned: "Prévue", packageManager: "npm, yarn, pnpm ou bun", os: "macOS, Linux ou Windows" },
} as const;

const delays = [0, 800, 1400, 2000, 2600, 3200];

for (const locale of locales) {
  const t = copy[locale];
  const url = localePath(locale, "/cli");

  test.describe(`cli page (${locale})`, () => {
    test("the terminal reveals six lines in order, then a cursor", async ({ page }) => {
      // The page's clock stands still from the start: each line is checked a millisecond before
      // and at its time, however busy the machine.
      const start = new Date("2026-01-01T09:00:00Z").getTime();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      await page.goto(url);
      const terminal = page.getByRole("group", { name: t.terminal });
      const lines = terminal.locator("[data-terminal-line]");
      await expect(lines).toHaveCount(6);
      const shown = terminal.locator("[data-terminal-line][data-visible=true]");
      // The reveal starts once the terminal is in view: the first line is due at once.
      await expect(async () => {
        await page.clock.runFor(0);
        await expect(shown).toHaveCount(1, { timeout: 200 });
      }).toPass();
      await expect(lines.nth(0)).toHaveText(/architech new --genome saas-starter\.genome\.ts/);
      for (let index = 1; index < 6; index++) {
        await page.clock.runFor(delays[index]! - delays[index - 1]! - 1);
        await expect(shown, `line ${index} not before ${delays[index]} ms`).toHaveCount(index);
        await page.clock.runFor(1);
        await expect(shown, `line ${index} at ${delays[index]} ms`).toHaveCount(index + 1);
        await expect(lines.nth(index)).toHaveAttribute("data-visible", "true");
      }
      // The phases `new` prints, in its own words, with the genome's one count (18 modules: the framework
      // and 6 other adapters, 11 integrators); the V1 CLI leaves `npm install` to its user.
      await expect(lines.nth(1)).toContainText(/Validating Genome\s+18 modules/);
      await expect(lines.nth(2)).toContainText(/Setting Up Framework\s+nextjs/);
      await expect(lines.nth(3)).toContainText(/Installing Adapters\s+6 /);
      await expect(lines.nth(4)).toContainText(/Configuring Integrations\s+11 /);
      await expect(lines.nth(5)).toHaveText(/Finalizing Project\s+\S+ cd saas-starter && npm install$/);
      await expect(terminal).toHaveAttribute("data-done", "true");
    });

    test("with reduced motion every line shows at once", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, url);
      const lines = page.getByRole("group", { name: t.terminal }).locator("[data-terminal-line][data-visible=true]");
      await expect(lines).toHaveCount(6, { timeout: 2000 });
    });

    test("install command copies, and the reference lists every command with its availability", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(url);
      await expect(async () => {
        await page.getByRole("button", { name: t.copy, exact: true }).first().click();
        await expect(page.getByRole("button", { name: t.copied })).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(siteConfig.cli.npmInstallCommand);

      await expect(page.getByRole("heading", { level: 2, name: t.reference })).toBeVisible();
      const availability = { new: t.available, add: t.inDevelopment, generate: t.planned, enhance: t.planned, "update --check": t.planned, "create-module": t.planned };
      for (const [command, label] of Object.entries(availability)) {
        await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${command}\\s*${label}$`) })).toBeVisible();
      }
      // Only what works is offered to run: `new` with its genome, nothing for a command that does not exist yet.
      await expect(page.getByRole("main")).toContainText("architech new [project-name] --genome <name-or-path>");
      await expect(page.getByRole("main")).not.toContainText(/architech (generate|add|enhance|update|create-module)\b/);
    });

    test("links to the docs, the repository and the package, and states requirements", async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("main").getByRole("link", { name: t.docs })).toHaveAttribute("href", localePath(locale, "/docs"));
      await expect(page.getByRole("main").getByRole("link", { name: t.repo })).toHaveAttribute("href", "https://github.com/the-architech-xyz/cli");
      await expect(page.getByRole("main").getByRole("link", { name: t.npm })).toHaveAttribute("href", siteConfig.links.npmPackage);
      await expect(page.getByRole("heading", { level: 2, name: t.requirements })).toBeVisible();
      await expect(page.getByText(t.node)).toBeVisible();
      await expect(page.getByText(t.tsx)).toBeVisible();
      // Versions only where the CLI's documentation states one (Node.js 18): no "npm 9+", "Git 2" or WSL2.
      await expect(page.getByText(t.packageManager)).toBeVisible();
      await expect(page.getByText(t.os)).toBeVisible();
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      test(`has no serious accessibility violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.emulateMedia({ reducedMotion: "reduce" });
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
