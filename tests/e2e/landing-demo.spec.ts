import { readFile } from "node:fs/promises";
import { test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { DESKTOP, MOBILE, holdIsland, localePath, locales } from "./utils";
import { expect, openLanding } from "./landing-page";
import { addedFiles, cliRuns, madeRun } from "./cli-runs";
import type { ModuleId } from "../../src/domain/catalog/catalog";
import { moduleRecord } from "../../src/domain/catalog/catalog-records";
import { expectStateBGenome } from "./genome-file";

const messages = { en, fr } as const;

/** Freezes the page's clock (installed before loading) so the demo's stages can be stepped through exactly. */
async function stopTime(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Scrolls to the demo and waits until the interactive island has replaced the shell. */
async function openDemo(page: Page) {
  await page.locator("#demo").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-demo="interactive"]')).toBeVisible();
}

for (const locale of locales) {
  const m = messages[locale];
  const demo = m.Landing.demo;

  test.describe(`landing (${locale})`, () => {
    // The page is long and axe checks all of it; a shared two-core machine needs the headroom.
    test.describe.configure({ timeout: 180_000 });

    test("demo stages appear at 0, 800, 1500 and 2000 ms", async ({ page }) => {
      await page.clock.install();
      await openLanding(page, locale);
      await openDemo(page);
      await stopTime(page);
      const tabs = page.locator("#demo").getByRole("tab");
      const input = page.getByLabel(demo.inputLabel);
      await input.fill(demo.examples.shop);
      await input.press("Enter");
      await expect(tabs).toHaveText([demo.tabs.technologies]);
      await expect(page.locator("[data-matched-template]")).toHaveAttribute("data-matched-template", "ecommerce-app");
      await expect(page.locator("#demo [data-step=adapters]")).toHaveAttribute("data-state", "current");

      await page.clock.runFor(799);
      await expect(tabs).toHaveText([demo.tabs.technologies]);
      await page.clock.runFor(1);
      await expect(tabs).toHaveText([demo.tabs.technologies, demo.tabs.blueprint]);
      await expect(page.locator("#demo pre[data-lines-shown]")).toHaveAttribute("data-lines-shown", "1");
      await page.clock.runFor(100);
      await expect(page.locator("#demo pre[data-lines-shown]")).toHaveAttribute("data-lines-shown", "3");

      await page.clock.runFor(599);
      await expect(tabs).toHaveCount(2);
      await page.clock.runFor(1);
      await expect(tabs).toHaveText([demo.tabs.technologies, demo.tabs.blueprint, demo.tabs.structure]);
      await expect(page.locator("#demo [data-step=code]")).toHaveAttribute("data-state", "current");

      await page.clock.runFor(499);
      await expect(tabs).toHaveCount(3);
      await page.clock.runFor(1);
      await expect(tabs).toHaveText([demo.tabs.technologies, demo.tabs.blueprint, demo.tabs.structure, demo.tabs.preview]);
      await expect(page.locator("#demo [data-step=complete]")).toHaveAttribute("data-state", "done");
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "complete");

      // Structure and preview show what the template's recorded run wrote at state B, not the catalogue's estimate.
      await tabs.filter({ hasText: demo.tabs.structure }).click();
      await expect(page.locator("#demo").getByRole("list", { name: demo.structureLabel })).toHaveAttribute("data-run-files", String(addedFiles("ecommerce-app").length));
      const recorded = cliRuns.templates["ecommerce-app"]!;
      if (recorded.exitCode !== 0) await expect(page.locator("#demo [data-demo-run] code")).toHaveText(recorded.firstError!);
      await tabs.filter({ hasText: demo.tabs.preview }).click();
      await expect(page.locator("#demo").getByText(demo.previewNote)).toBeVisible();
      await expect(page.locator("#demo").getByText(new RegExp(`^${madeRun("ecommerce-app")!.files.length}\\D`))).toBeVisible();
    });

    test("the first screen's 'what it makes' is the SaaS template's recorded run, on desktop and phone", async ({ page }) => {
      const recorded = cliRuns.templates["saas-starter"]!;
      const made = madeRun("saas-starter")!;
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await openLanding(page, locale);
        const product = page.locator("#home [data-template-outcome]");
        await expect(product).toHaveAttribute("data-template-outcome", recorded.exitCode === 0 ? "generates" : "fails");
        if (recorded.exitCode !== 0) {
          await expect(product.locator("[data-run-outcome]")).toHaveText(m.CliRuns.outcome.fails);
          await expect(product.locator("code")).toHaveText(recorded.firstError!);
        }
        // The modules it applied, and its files written, as numbers the run gives.
        // Its adapters in a first list, its integrators (two logos each) in a second.
        const lists = product.getByRole("list");
        await expect(lists.nth(0).getByRole("listitem")).toHaveCount(made.applied.filter((id) => moduleRecord(id as ModuleId).category === "adapter").length);
        await expect(lists.nth(1).getByRole("listitem")).toHaveCount(made.applied.filter((id) => moduleRecord(id as ModuleId).category === "integrator").length);
        await expect(product.getByText(new RegExp(`^${made.files.length}\\D`))).toBeVisible();
        await expect(product.getByRole("link", { name: m.Landing.hero.product.wholeRun })).toHaveAttribute("href", localePath(locale, "/solutions/saas-starter#run-title"));
      }
    });

    test("demo ignores a blank description and a second Enter while generating", async ({ page }) => {
      await page.clock.install();
      await openLanding(page, locale);
      await openDemo(page);
      await stopTime(page);
      const tabs = page.locator("#demo").getByRole("tab");
      const input = page.getByLabel(demo.inputLabel);
      await input.fill("   ");
      await input.press("Enter");
      await page.clock.runFor(1000);
      await expect(tabs).toHaveCount(0);
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "idle");

      await input.fill(demo.examples.blog);
      await input.press("Enter");
      await page.clock.runFor(900);
      await expect(tabs).toHaveCount(2);
      await input.press("Enter");
      // A restart would drop back to the technologies tab alone for 800 ms.
      await page.clock.runFor(100);
      await expect(tabs).toHaveCount(2);
      await page.clock.runFor(500);
      await expect(tabs).toHaveCount(3);
    });

    test("demo pauses, resumes, resets and copies the genome", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.clock.install();
      await openLanding(page, locale);
      await openDemo(page);
      await stopTime(page);
      const tabs = page.locator("#demo").getByRole("tab");
      await page.locator("#demo").getByRole("button", { name: demo.examples.saas }).click();
      const status = page.locator("#demo [data-demo-status]");
      await expect(status).toHaveAttribute("data-demo-status", "running");
      await page.clock.runFor(1000);
      await page.locator("#demo").getByRole("button", { name: demo.pause }).click();
      await expect(status).toHaveText(demo.status.paused);
      await expect(page.locator("#demo [data-step=blueprint]")).toHaveAttribute("data-state", "current");
      await page.clock.runFor(3000);
      await expect(tabs).toHaveCount(2);
      await page.locator("#demo").getByRole("button", { name: demo.resume }).click();
      await page.clock.runFor(499);
      await expect(tabs).toHaveCount(2);
      await page.clock.runFor(1);
      await expect(tabs).toHaveCount(3);
      await page.clock.runFor(10_000);
      await expect(status).toHaveAttribute("data-demo-status", "complete");
      await expect(page.locator("#demo").getByRole("button", { name: demo.replay })).toBeEnabled();

      await tabs.filter({ hasText: demo.tabs.blueprint }).click();
      await page.locator("#demo").getByRole("button", { name: demo.copyGenome }).click();
      await expect(page.locator("#demo").getByRole("button", { name: m.Common.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain("id: 'payment/stripe'");
      expect(copied).toContain(`description: '${demo.examples.saas}'`);

      const download = page.waitForEvent("download");
      await page.locator("#demo").getByRole("button", { name: demo.downloadGenome }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe("genome.ts");
      const downloaded = await readFile((await file.path())!, "utf8");
      expect(downloaded.trim()).toBe(copied.trim());
      expect(expectStateBGenome(downloaded).project.description).toBe(demo.examples.saas);

      await page.locator("#demo").getByRole("button", { name: demo.replay }).click();
      await expect(tabs).toHaveCount(1);
      await page.locator("#demo").getByRole("button", { name: demo.reset }).click();
      await expect(status).toHaveAttribute("data-demo-status", "idle");
      await expect(tabs).toHaveCount(0);
    });

    test("demo keeps what was typed before it hydrated, with the focus, and runs on it", async ({ page }) => {
      await page.clock.install();
      await page.goto(localePath(locale, "/"));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const island = page.locator("#demo astro-island");
      const release = await holdIsland(page, island);
      await page.locator("#demo").scrollIntoViewIfNeeded();
      const input = page.getByLabel(demo.inputLabel);
      await input.click();
      await input.pressSequentially(demo.examples.blog);
      await expect(island).toHaveAttribute("ssr", "");

      release();
      await expect(page.locator('[data-demo="interactive"]')).toBeVisible();
      await expect(input).toHaveValue(demo.examples.blog);
      await expect(input).toBeFocused();

      await stopTime(page);
      await input.press("Enter");
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "running");
      await expect(page.locator("[data-matched-template]")).toHaveAttribute("data-matched-template", "blog-app");
      await page.clock.runFor(10_000);
      await expect(page.locator("#demo [data-demo-status]")).toHaveAttribute("data-demo-status", "complete");
      // The typed request is the genome's description.
      await page.locator("#demo").getByRole("tab", { name: demo.tabs.blueprint }).click();
      await expect(page.locator("#demo [role=tabpanel]:not([hidden])").getByText(demo.examples.blog)).toBeVisible();
    });

    test("demo runs a request made before it hydrated", async ({ page }) => {
      await page.clock.install();
      await page.goto(localePath(locale, "/"));
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const island = page.locator("#demo astro-island");
      const release = await holdIsland(page, island);
      await page.locator("#demo").scrollIntoViewIfNeeded();
      const input = page.getByLabel(demo.inputLabel);
      await input.click();
      await input.pressSequentially(demo.examples.shop);
      await input.press("Enter");
      // Held for the island, not submitted as a GET form.
      await expect(page).not.toHaveURL(/[?&]prompt=/);
      await expect(island).toHaveAttribute("ssr", "");

      await stopTime(page);
      release();
      await expect(page.locator('[data-demo="interactive"]')).toBeVisible();
      await expect(page.locator("[data-matched-template]")).toHaveAttribute("data-matched-template", "ecommerce-app");
      await expect(input).toHaveValue(demo.examples.shop);
      await expect(input).toBeFocused();
    });
  });
}
