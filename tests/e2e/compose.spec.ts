import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { cliRuns } from "./cli-runs";
import { expectStateBGenome } from "./genome-file";
import { DESKTOP, MOBILE, expectModuleLogo, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, hydrateIslands, localePath, locales } from "./utils";

const messages = { en, fr } as const;

/** Module names as the catalogue writes them (they are not translated). */
const names = { drizzle: "Drizzle ORM", nextjs: "Next.js", betterAuth: "Better Auth", vitest: "Vitest", stripe: "Stripe Payment Processing", shadcn: "Shadcn/ui" };

/** A message with its `{placeholders}` filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

const genomeCode = (page: Page) => page.locator("#composer-outputs").locator("pre").first();
const PHONE = { width: 390, height: 844 } as const;

/**
 * The command that runs the genome, with its copy button, is wholly on screen: inside the viewport,
 * not clipped by the panel's scrolling part (the observer behind toBeInViewport clips by every
 * scrolling ancestor), and covered by nothing (the site's header, the phone's summary bar).
 */
async function expectCommandOnScreen(page: Page, copy: string): Promise<void> {
  const run = page.locator("#composer-run");
  const command = run.locator("code");
  await expect(command).toContainText("architech new");
  await expect(command).toBeInViewport({ ratio: 1 });
  await expect(run.getByRole("button", { name: copy, exact: true })).toBeInViewport({ ratio: 1 });
  const uncovered = await command.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(uncovered).toBe(true);
}
const adapter = (page: Page, name: string) => page.locator("#composer-adapters").getByRole("radio", { name, exact: true }).or(page.locator("#composer-adapters").getByRole("checkbox", { name, exact: true }));

for (const locale of locales) {
  const m = messages[locale];
  const c = m.Composer;
  const path = (query = "") => localePath(locale, `/compose${query}`);

  test.describe(`genome composer (${locale})`, () => {
    test("picking Drizzle, Next.js and Better Auth brings the three integrators, each with its reason", async ({ page }) => {
      await gotoHydrated(page, path());
      await expect(page.locator("#composer-wiring")).toContainText(c.wiring.empty);
      for (const name of [names.drizzle, names.nextjs, names.betterAuth]) await adapter(page, name).check();

      const wiring = page.locator("#composer-wiring");
      await expect(wiring.locator("[data-wired]")).toHaveCount(3);
      for (const [first, rest] of [
        [names.betterAuth, names.drizzle],
        [names.betterAuth, names.nextjs],
        [names.drizzle, names.nextjs],
      ]) {
        await expect(wiring).toContainText(fill(c.reasons.wires, { first: first!, rest: rest! }));
      }
      // The last pick wired Better Auth to both: said on screen and to screen readers.
      const announced = fill(c.changes.addedWires, { name: "Better Auth Next.js Integration", first: names.betterAuth, rest: names.nextjs });
      await expect(page.locator("[data-changes]")).toContainText(announced);
      await expect(page.locator("[data-change-announcer]")).toContainText(announced);
      await expect(genomeCode(page)).toContainText("id: 'integrations/better-auth-drizzle-integration'");
      // Options and wiring show each module's logo; an integrator, the first technology it joins.
      await expectModuleLogo(page.locator('[data-module-option="database/drizzle"]'), "drizzle");
      await expectModuleLogo(page.locator('[data-module-option="state/zustand"]'), "state");
      await expectModuleLogo(wiring.locator('[data-wired="drizzle-nextjs-integration"]'), "drizzle");
    });

    test("a module's dependency comes with its reason, and removing it says who needs it", async ({ page }) => {
      await gotoHydrated(page, path());
      await adapter(page, names.vitest).check();
      const reason = fill(c.reasons.requiredOne, { by: names.vitest, name: names.nextjs });
      await expect(adapter(page, names.nextjs)).toBeChecked();
      await expect(page.locator('[data-module-option="framework/nextjs"]')).toContainText(reason);
      await expect(page.locator("#composer-wiring")).toContainText(reason);
      await expect(page.locator("[data-change-announcer]")).toContainText(fill(c.changes.addedRequired, { name: names.nextjs, by: names.vitest }));

      // Taking Next.js out asks first, and keeping it changes nothing.
      const framework = page.locator('fieldset[data-group="framework"]');
      // "None" asks first: the radio stays on Next.js until the answer.
      await framework.getByRole("radio", { name: c.picker.none }).click();
      await expect(framework).toContainText(fill(c.removal.needed, { name: names.nextjs, others: names.vitest }));
      const removeToo = framework.getByRole("button", { name: fill(c.removal.removeToo, { others: names.vitest }) });
      await expect(removeToo).toBeFocused();
      await framework.getByRole("button", { name: fill(c.removal.keep, { name: names.nextjs }) }).click();
      await expect(adapter(page, names.nextjs)).toBeChecked();
      await expect(adapter(page, names.vitest)).toBeChecked();

      // Removing them together works, and is announced.
      await framework.getByRole("radio", { name: c.picker.none }).click();
      await removeToo.click();
      await expect(adapter(page, names.nextjs)).not.toBeChecked();
      await expect(adapter(page, names.vitest)).not.toBeChecked();
      await expect(framework.getByRole("radio", { name: c.picker.none })).toBeFocused();
      await expect(page.locator("[data-change-announcer]")).toContainText(fill(c.changes.removed, { name: names.vitest }));
    });

    test("a parameter changes the genome and the URL, and the URL restores it after a reload and in a fresh page", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await gotoHydrated(page, path());
      await adapter(page, names.drizzle).check();
      await expect(genomeCode(page)).not.toContainText("supabase");
      const settings = page.locator('[data-settings="database/drizzle"]');
      await settings.locator("summary").click();
      await settings.getByLabel("provider", { exact: true }).selectOption("supabase");
      await expect(genomeCode(page)).toContainText("provider: 'supabase'");
      await expect(page).toHaveURL(/p\.drizzle\.provider=supabase/);

      // Features are switches, named in the page's language; turning on an opt-in one lists it.
      await settings.getByRole("switch", { name: m.Catalog.features.database_drizzle.seeding, exact: true }).check();
      await expect(genomeCode(page)).toContainText("seeding: true");
      const code = await genomeCode(page).textContent();

      await page.reload();
      await hydrateIslands(page);
      await expect(genomeCode(page)).toHaveText(code!);
      await expect(adapter(page, names.drizzle)).toBeChecked();

      await page.getByRole("button", { name: c.outputs.copyLink }).click();
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(page.url());
      const fresh = await context.newPage();
      await gotoHydrated(fresh, link);
      await expect(genomeCode(fresh)).toHaveText(code!);
    });

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

    test("a link naming unknown things says what it dropped", async ({ page }) => {
      await gotoHydrated(page, path("?from=nope&m=nextjs,quantum-db&p.nextjs.colour=red"));
      const notice = page.getByRole("alert").filter({ hasText: c.dropped.title });
      await expect(notice).toContainText(fill(c.dropped.template, { value: "nope" }));
      await expect(notice).toContainText(fill(c.dropped.module, { value: "quantum-db" }));
      await expect(notice).toContainText(fill(c.dropped.parameter, { name: "colour", module: names.nextjs }));
      await expect(adapter(page, names.nextjs)).toBeChecked();
      // The address keeps only what was restored.
      await expect(page).toHaveURL(/\?m=nextjs$/);
    });

    test("a genome can be composed from the keyboard alone", async ({ page }) => {
      await gotoHydrated(page, path());
      await page.locator("#composer-adapters").getByRole("searchbox").focus();
      await page.keyboard.press("Tab"); // Framework: "None"
      await page.keyboard.press("ArrowDown"); // Next.js
      await expect(adapter(page, names.nextjs)).toBeChecked();
      await page.keyboard.press("Tab"); // Database: "None"
      await page.keyboard.press("ArrowDown"); // Drizzle
      await expect(adapter(page, names.drizzle)).toBeChecked();
      await page.keyboard.press("Tab"); // Auth: "None"
      await page.keyboard.press("Tab"); // Payments: Stripe
      await expect(adapter(page, names.stripe)).toBeFocused();
      await page.keyboard.press("Space");
      await expect(adapter(page, names.stripe)).toBeChecked();
      await expect(page.locator('#composer-wiring [data-wired="stripe-drizzle-integration"]')).toBeVisible();
      await expect(genomeCode(page)).toContainText("id: 'integrations/stripe-nextjs-integration'");
    });

    test("the search narrows the adapters, and typing never opens the site search", async ({ page }) => {
      await gotoHydrated(page, path());
      const search = page.locator("#composer-adapters").getByRole("searchbox");
      await search.fill("vitest");
      await expect(adapter(page, names.vitest)).toBeVisible();
      await expect(adapter(page, names.drizzle)).toHaveCount(0);
      await search.press("/");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await search.fill("zzzz");
      await expect(page.locator("#composer-adapters")).toContainText(fill(c.picker.noResults, { query: "zzzz" }));
    });

    test("axe finds nothing serious, and the phone layout puts the outputs under the picker", async ({ page }) => {
      // Two axe scans of the page at its longest (a template's 18 modules, settings open) take up to half a minute on a busy CI machine.
      test.setTimeout(60_000);
      await gotoHydrated(page, path("?from=saas-starter"));
      await page.locator('[data-settings="auth/better-auth"] summary').click();
      await expectNoSeriousA11yViolations(page);

      await page.setViewportSize(MOBILE);
      expect(await hasHorizontalScroll(page)).toBe(false);
      const picker = await page.locator("#composer-adapters").boundingBox();
      const outputs = await page.locator("#composer-outputs").boundingBox();
      expect(outputs!.y).toBeGreaterThan(picker!.y + picker!.height);
      await expectNoSeriousA11yViolations(page);
    });

    test("at 1440x900 the first screen shows the picker and the command, which stay on screen after picks and at the picker's end", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, path());
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(page.locator("#composer-adapters").getByRole("searchbox")).toBeInViewport({ ratio: 1 });
      await expectCommandOnScreen(page, m.Common.copy);

      for (const name of [names.nextjs, names.drizzle, names.betterAuth, names.stripe]) await adapter(page, name).check();
      await expect(page.locator("#composer-wiring [data-wired]")).toHaveCount(5);
      await expectCommandOnScreen(page, m.Common.copy);

      await page.locator("#composer-adapters").evaluate((picker) => picker.scrollIntoView({ block: "end" }));
      await expectCommandOnScreen(page, m.Common.copy);
      await expect(page.locator("#composer-run")).toContainText("architech new my-app.genome.ts");
    });

    test("with a template's long genome, the panel scrolls on its own to its end, from the keyboard too, and the command stays put", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, path("?from=saas-starter"));
      const scroller = page.locator("[data-panel-scroll]");
      expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await page.locator("#composer-adapters").evaluate((picker) => picker.scrollIntoView({ block: "end" }));
      await scroller.focus();
      await page.keyboard.press("End");
      await expect.poll(() => scroller.evaluate((element) => Math.ceil(element.scrollTop + element.clientHeight) >= element.scrollHeight)).toBe(true);
      await expect(page.locator("[data-module-run]").last()).toBeInViewport();
      await expectCommandOnScreen(page, m.Common.copy);
    });

    test("the empty composer offers first picks, and one opens a wired composition", async ({ page }) => {
      await gotoHydrated(page, path());
      const wiring = page.locator("#composer-wiring");
      await expect(wiring).toContainText(c.wiring.tryTitle);
      await wiring.getByRole("link", { name: fill(c.wiring.tryTemplate, { name: m.Catalog.genomes["saas-starter"].name }) }).waitFor();
      await wiring.getByRole("link", { name: `${names.nextjs} + ${names.drizzle}`, exact: true }).click();
      await expect(page).toHaveURL(/\?m=nextjs,drizzle$/);
      await hydrateIslands(page);
      await expect(adapter(page, names.drizzle)).toBeChecked();
      await expect(wiring.locator('[data-wired="drizzle-nextjs-integration"]')).toBeVisible();
      await expect(wiring.getByRole("link")).toHaveCount(0);
    });

    test("at 390x844 the picker comes first and the summary bar leads to the command, on screen", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await gotoHydrated(page, path());
      const picker = await page.locator("#composer-adapters").boundingBox();
      const outputs = await page.locator("#composer-outputs").boundingBox();
      expect(outputs!.y).toBeGreaterThan(picker!.y + picker!.height);
      for (const name of [names.nextjs, names.drizzle, names.betterAuth]) await adapter(page, name).check();
      const bar = page.getByRole("link", { name: c.summaryBar.toCommand });
      await expect(bar).toBeInViewport({ ratio: 1 });
      await bar.click();
      await expectCommandOnScreen(page, m.Common.copy);
      expect(await hasHorizontalScroll(page)).toBe(false);
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
