import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { cliRuns } from "./cli-runs";
import { expectStateBGenome } from "./genome-file";
import { DESKTOP, MOBILE, gotoHydrated, hydrateIslands, localePath, locales } from "./utils";
import { messages, names, fill, genomeCode, adapter } from "./composer-page";

for (const locale of locales) {
  const m = messages[locale];
  const c = m.Composer;
  const path = (query = "") => localePath(locale, `/compose${query}`);

  test.describe(`genome composer (${locale})`, () => {
    test("a template start point gives the genome page's file, to copy or download", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoHydrated(page, localePath(locale, "/solutions/blog-app"));
      const published = (await page.locator("pre").first().textContent())!;

      await gotoHydrated(page, path("?from=blog-app"));
      await expect(page.getByRole("radio", { name: m.Catalog.genomes["blog-app"].name, exact: true })).toBeChecked();
      await expect(genomeCode(page)).toHaveText(published);

      await page.locator("#composer-outputs").getByRole("button", { name: m.Common.copy }).first().click();
      await expect(page.locator("#composer-outputs").getByRole("button", { name: m.Common.copied })).toBeVisible();
      expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(published.trim());

      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: fill(c.outputs.downloadLabel, { file: "blog-app.genome.ts" }) }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("blog-app.genome.ts");
      const downloaded = await readFile((await file.path())!, "utf8");
      expect(downloaded.trim()).toBe(published.trim());
      expect(expectStateBGenome(downloaded).modules.map((entry) => entry.id)).toContain("integrations/better-auth-drizzle-integration");

      // The project's name names the file too.
      const name = page.getByLabel(c.project.name);
      await name.fill("my-blog");
      await expect(page.locator("#composer-outputs")).toContainText("architech new my-blog.genome.ts");
      await name.fill("My Blog");
      await expect(page.getByText(c.project.nameError)).toBeVisible();
      await expect(page.locator("#composer-outputs")).toContainText("my-blog.genome.ts");

      // A typed parameter is checked: a missing value says so and leaves the genome as it was.
      const intl = page.locator('[data-settings="content/next-intl"]');
      await intl.locator("summary").click();
      const before = await genomeCode(page).textContent();
      await intl.getByLabel("defaultLocale", { exact: true }).fill("");
      await expect(intl.getByText(c.settings.requiredError)).toBeVisible();
      await expect(genomeCode(page)).toHaveText(before!);
      // A character the genome file cannot hold (the CLI runs it inside double quotes) is refused the same way.
      await intl.getByLabel("defaultLocale", { exact: true }).fill('"fr"');
      await expect(intl.getByText(c.settings.charactersError)).toBeVisible();
      await expect(genomeCode(page)).toHaveText(before!);
      await intl.getByLabel("defaultLocale", { exact: true }).fill("fr");
      await expect(genomeCode(page)).toContainText("defaultLocale: 'fr'");
    });

    test("picking shadcn/ui warns that it fails at state B, with the CLI's error, and the file still downloads", async ({ page }) => {
      const error = cliRuns.modules["ui/shadcn-ui"]!.firstError!;
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, path());
        const warning = page.locator("[data-run-warning]");
        await adapter(page, names.drizzle).check();
        await expect(warning).toHaveAttribute("data-run-warning", "0");
        await expect(warning).toBeEmpty();

        // The option says it before the pick, in words; the pick brings the warning, in a polite live region.
        const option = page.locator('[data-module-option="ui/shadcn-ui"]');
        await expect(option).toContainText(m.CliRuns.outcome.fails);
        await adapter(page, names.shadcn).check();
        await expect(warning).toHaveAttribute("aria-live", "polite");
        const failing = warning.locator('[data-failing-module="ui/shadcn-ui"]');
        await expect(failing).toContainText(names.shadcn);
        await expect(failing.locator("code")).toHaveText(error);
        await expect(warning.locator("svg").first()).toBeVisible();

        // Each module's own run, apart: Drizzle's files, shadcn/ui's error.
        await expect(page.locator('[data-module-run="database/drizzle"]')).toHaveAttribute("data-run-outcome", cliRuns.modules["database/drizzle"]!.exitCode === 0 ? "generates" : "fails");
        const shadcnRun = page.locator('[data-module-run="ui/shadcn-ui"]');
        await expect(shadcnRun).toHaveAttribute("data-run-outcome", "fails");
        await shadcnRun.locator("summary").click();
        await expect(shadcnRun.locator("code")).toHaveText(error);

        // The genome is the visitor's: it downloads all the same.
        const download = page.waitForEvent("download");
        await page.getByRole("button", { name: fill(c.outputs.downloadLabel, { file: "my-app.genome.ts" }) }).click();
        expect((await readFile((await (await download).path())!, "utf8"))).toContain("ui/shadcn-ui");
      }
    });

    test("the header, the genome pages and the marketplace lead to the composer", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const nav = page.getByRole("navigation", { name: m.Navigation.mainLabel });
      await nav.getByRole("button", { name: m.Navigation.groups.product }).click();
      await nav.getByRole("link", { name: new RegExp(m.Navigation.items.compose.title) }).click();
      await expect(page).toHaveURL(path());

      await gotoHydrated(page, localePath(locale, "/solutions/saas-starter"));
      await page.getByRole("link", { name: m.SolutionPage.genome.customize }).click();
      await expect(page).toHaveURL(path("?from=saas-starter"));
      await hydrateIslands(page);
      await expect(page.getByRole("radio", { name: m.Catalog.genomes["saas-starter"].name, exact: true })).toBeChecked();

      await page.goto(localePath(locale, "/marketplace"));
      await page.getByRole("link", { name: m.Marketplace.composeButton }).click();
      await expect(page).toHaveURL(path());
    });
  });
}
