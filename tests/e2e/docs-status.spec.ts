import { expect, test } from "@playwright/test";
import { docsPagePath } from "../../src/domain/docs/docs-nav";
import { docsStatusPage, docsVersionsPage } from "../../src/domain/docs/docs-status";
import { documentedStateCommit } from "../../src/domain/cli/documented-state";
import { DESKTOP, expectNoSeriousA11yViolations, localePath, locales } from "./utils";

/**
 * The Status and Versions pages (src/content/docs/{,fr/}docs/status.md and reference/versions.md):
 * where the documented state of the CLI stands. The docs home and the installation page lead to
 * both, in either language.
 */
const copy = {
  en: { status: "Status", versions: "Versions", start: "Start", checked: "28 November 2026", breadcrumb: "Breadcrumb", stateLinks: "Where the documented state stands", summary: "At a glance" },
  fr: { status: "État", versions: "Versions", start: "Démarrer", checked: "28 novembre 2026", breadcrumb: "Fil d’Ariane", stateLinks: "Où en est l’état documenté", summary: "En bref" },
} as const;

const stateCommits = (["cli", "marketplace", "types"] as const).map((part) => documentedStateCommit(part));

for (const locale of locales) {
  const t = copy[locale];
  const statusPath = localePath(locale, docsPagePath(docsStatusPage().slug));
  const versionsPath = localePath(locale, docsPagePath(docsVersionsPage().slug));

  test.describe(`docs status and versions (${locale})`, () => {
    test("the docs home names state B's three commits and leads to the status page, dated", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(localePath(locale, "/docs"));
      const main = page.getByRole("main");
      for (const commit of stateCommits) await expect(main.getByText(commit, { exact: false }).first()).toBeVisible();
      const links = main.getByRole("navigation", { name: t.stateLinks });
      await expect(links.getByRole("link")).toHaveCount(2);
      await expect(links.getByRole("link", { name: new RegExp(`^${t.versions}`) })).toHaveAttribute("href", versionsPath);
      await links.getByRole("link", { name: new RegExp(`^${t.status}`) }).click();
      await expect(page).toHaveURL(statusPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.status);
      await expect(page.getByRole("main").getByText(t.checked).first()).toBeVisible();
      await expect(page.getByRole("navigation", { name: t.breadcrumb }).getByRole("listitem")).toHaveText(["Docs", t.start, t.status]);
    });

    test("the status page says what fails and what to do, and offers no other package manager than npm", async ({ page }) => {
      await page.goto(statusPath);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: t.summary })).toBeVisible();
      await expect(main.getByText("error: unknown option '--src-dir'").first()).toBeVisible();
      await expect(main.locator("pre").filter({ hasText: "npm install --legacy-peer-deps" })).toHaveCount(1);
      await expect(main.locator("[data-pm-tabs]")).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("the installation page leads to the status and versions pages, and the versions page dates what changed", async ({ page }) => {
      await page.goto(localePath(locale, "/docs/start/installation"));
      const main = page.getByRole("main");
      await expect(main.locator(`a[href="${statusPath}"]`).first()).toBeVisible();
      await main.locator(`a[href="${versionsPath}"]`).first().click();
      await expect(page).toHaveURL(versionsPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.versions);
      const versions = page.getByRole("main");
      for (const commit of ["0ff82950", "a18a9789", "0c0d680", "1708e38"]) await expect(versions.getByText(commit, { exact: true }).first()).toBeVisible();
      await expect(versions.getByRole("heading", { level: 2, name: /2\.0\.0/ })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  });
}
