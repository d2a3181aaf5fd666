import { expect, test } from "@playwright/test";
import { siteConfig } from "../../src/lib/site-config";
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, localePath, locales } from "./utils";

const copy = {
  en: { terminal: "Terminal session of a recorded run", reference: "Command reference", requirements: "Requirements", docs: /Documentation/, repo: /Source on GitHub/, npm: /npm package/, install: /Build it from source/, status: /What works and what does not/, node: /^Node\.js: the runs on this site used Node\.js 20/, tsx: "tsx on your PATH: the CLI runs each .genome.ts file with it", available: "Available", notImplemented: "Not implemented", disabled: "Disabled" },
  fr: { terminal: "Session de terminal d’une exécution enregistrée", reference: "Référence des commandes", requirements: "Prérequis", docs: /Documentation/, repo: /Code source sur GitHub/, npm: /Paquet npm/, install: /La construire depuis les sources/, status: /Ce qui marche et ce qui ne marche pas/, node: /^Node\.js\u00a0: les exécutions de ce site ont utilisé Node\.js 20/, tsx: "tsx dans votre PATH\u00a0: la CLI exécute chaque fichier .genome.ts avec lui", available: "Disponible", notImplemented: "Non implémentée", disabled: "Désactivée" },
} as const;

const delays = [0, 800, 1400, 2000, 2600, 3200, 3800, 4400, 5000];

for (const locale of locales) {
  const t = copy[locale];
  const url = localePath(locale, "/cli");

  test.describe(`cli page (${locale})`, () => {
    test("the terminal reveals the run's lines in order, then a cursor, with the run's figures under it", async ({ page }) => {
      // The page's clock stands still from the start: each line is checked a millisecond before
      // and at its time, however busy the machine.
      const start = new Date("2026-01-01T09:00:00Z").getTime();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      await page.goto(url);
      const terminal = page.getByRole("group", { name: t.terminal });
      const lines = terminal.locator("[data-terminal-line]");
      await expect(lines).toHaveCount(delays.length);
      const shown = terminal.locator("[data-terminal-line][data-visible=true]");
      // The reveal starts once the terminal is in view: the first line is due at once.
      await expect(async () => {
        await page.clock.runFor(0);
        await expect(shown).toHaveCount(1, { timeout: 200 });
      }).toPass();
      await expect(lines.nth(0)).toHaveText(/^\$\s*architech new saas-starter\.genome\.ts$/);
      for (let index = 1; index < delays.length; index++) {
        await page.clock.runFor(delays[index]! - delays[index - 1]! - 1);
        await expect(shown, `line ${index} not before ${delays[index]} ms`).toHaveCount(index);
        await page.clock.runFor(1);
        await expect(shown, `line ${index} at ${delays[index]} ms`).toHaveCount(index + 1);
        await expect(lines.nth(index)).toHaveAttribute("data-visible", "true");
      }
      // Lines state B printed in its recorded run, word for word, with no mark of the site's.
      await expect(lines).toHaveText([
        /architech new saas-starter\.genome\.ts/,
        "🔍 Validating Genome",
        "📋 Planning Execution",
        "🏗️ Setting Up Framework",
        "[2/12] ✅ framework/nextjs",
        "🔧 Installing Adapters",
        "🔗 Configuring Integrations",
        "✨ Finalizing Project",
        "🎉 Project created successfully!",
      ]);
      await expect(terminal.locator("svg")).toHaveCount(0);
      await expect(terminal).toHaveAttribute("data-done", "true");
      await expect(terminal).toContainText(/12\b.*58\b.*66\s*s/);
    });

    test("with reduced motion every line shows at once", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, url);
      const lines = page.getByRole("group", { name: t.terminal }).locator("[data-terminal-line][data-visible=true]");
      await expect(lines).toHaveCount(delays.length, { timeout: 2000 });
    });

    test("offers no install that fails: it says none installs and leads to the build from source and the status", async ({ page }) => {
      await page.goto(url);
      const main = page.getByRole("main");
      // No copyable `npm install -g`: the command appears only in the sentence that says it fails.
      await expect(main.locator("pre").filter({ hasText: siteConfig.cli.npmInstallCommand })).toHaveCount(0);
      await expect(main.getByText(siteConfig.cli.npmInstallCommand, { exact: true })).toBeVisible();
      await expect(main.getByRole("link", { name: t.install })).toHaveAttribute("href", localePath(locale, "/docs/start/installation"));
      await expect(main.getByRole("link", { name: t.status })).toHaveAttribute("href", localePath(locale, "/docs/status"));
    });

    test("the reference lists state B's five commands with their availability and the usage line their help prints", async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("heading", { level: 2, name: t.reference })).toBeVisible();
      const availability = { new: t.available, add: t.notImplemented, scale: t.notImplemented, "list-genomes": t.available, "marketplace\\|mp": t.disabled };
      for (const [command, label] of Object.entries(availability)) {
        await expect(page.getByRole("term").filter({ hasText: new RegExp(`^${command}\\s*${label}$`) })).toBeVisible();
      }
      await expect(page.getByRole("term")).toHaveCount(5);
      const main = page.getByRole("main");
      await expect(main).toContainText("architech new [options] <genome-file>");
      await expect(main).toContainText("architech marketplace|mp [options] [command]");
      await expect(main).not.toContainText(/--genome|architech (generate|enhance|update|create-module|analyze|config)\b/);
    });

    test("links to the docs, the repository and the package, and states requirements", async ({ page }) => {
      await page.goto(url);
      await expect(page.getByRole("main").getByRole("link", { name: t.docs })).toHaveAttribute("href", localePath(locale, "/docs"));
      await expect(page.getByRole("main").getByRole("link", { name: t.repo })).toHaveAttribute("href", "https://github.com/the-architech-xyz/cli");
      await expect(page.getByRole("main").getByRole("link", { name: t.npm })).toHaveAttribute("href", siteConfig.links.npmPackage);
      await expect(page.getByRole("heading", { level: 2, name: t.requirements })).toBeVisible();
      await expect(page.getByRole("main").getByText(t.node)).toBeVisible();
      await expect(page.getByRole("main").getByText(t.tsx)).toBeVisible();
      // What the runs used, and no operating systems: the CLI publishes no list of them.
      await expect(page.getByRole("main")).not.toContainText(/macOS|Windows|Linux/);
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
