import { expect, test } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { DESKTOP, MOBILE, expectNoSeriousA11yViolations, hasHorizontalScroll, localePath, locales } from "./utils";
import { cliRuns } from "./cli-runs";
import { expectStateBGenome } from "./genome-file";
import { siteConfig } from "../../src/lib/site-config";

const messages = { en, fr } as const;
const install = { en: en.Install, fr: fr.Install } as const;

/** A message with its `{placeholders}` filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

const names = {
  en: { "comprehensive-app": "Comprehensive app", "saas-starter": "SaaS application", "ecommerce-app": "E-commerce platform", "blog-app": "Blog platform" },
  fr: { "comprehensive-app": "Application complète", "saas-starter": "Application SaaS", "ecommerce-app": "Plateforme e-commerce", "blog-app": "Plateforme de blog" },
} as const;

const copy = {
  en: { useCase: "TEMPLATE", whatYouGet: "The modules it lists", how: "How it works", copy: "Copy", copied: "Copied!", cta: "Get started", notFound: "This page isn't in the genome", saasTags: ["Auth", "Payments", "Database", "Dashboard"] },
  fr: { useCase: "TEMPLATE", whatYouGet: "Les modules qu’il liste", how: "Comment ça marche", copy: "Copier", copied: "Copié !", cta: "Commencer", notFound: "Cette page ne figure pas dans le génome", saasTags: ["Authentification", "Paiements", "Base de données", "Tableau de bord"] },
} as const;

// What each genome installs: the modules its template lists and the integrators that apply (its genome file).
const moduleCounts = { "comprehensive-app": 34, "saas-starter": 18, "ecommerce-app": 18, "blog-app": 15 } as const;

/** The SaaS genome's one count, split as every view splits it: 7 adapters chosen, 11 integrators wired. */
const saasCount = {
  en: { figure: "18 (7 adapters chosen, 11 integrators wired)", summary: /lists 18 modules: 7 adapters chosen, 11 integrators wired\./ },
  fr: { figure: "18 (7 adaptateurs choisis, 11 intégrateurs câblés)", summary: /liste 18 modules\s:\s7 adaptateurs choisis, 11 intégrateurs câblés\./ },
} as const;

for (const locale of locales) {
  const t = copy[locale];

  test.describe(`genome pages (${locale})`, () => {
    for (const [id, name] of Object.entries(names[locale])) {
      test(`${id}: use case, genome code, modules, how it works and CTA`, async ({ page }) => {
        await page.goto(localePath(locale, `/solutions/${id}`));
        await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
        await expect(page.getByText(t.useCase, { exact: true })).toBeVisible();
        const code = page.locator("pre").filter({ hasText: "export default {" });
        await expect(code).toContainText("id: 'framework/nextjs'");
        await expect(code).toContainText(`name: '${id}'`);
        // The first step leads to the from-source build: no npm release installs (facts/CLI-FACTS.md §8 R2).
        await expect(page.getByRole("main")).not.toContainText(siteConfig.cli.npmInstallCommand);
        await expect(page.getByRole("main").getByRole("link", { name: install[locale].guide })).toHaveAttribute(
          "href",
          localePath(locale, siteConfig.cli.installGuidePath),
        );
        await expect(page.getByRole("heading", { level: 2, name: t.whatYouGet })).toBeVisible();
        const moduleCards = page.locator("section[aria-labelledby='what-you-get-title'] li");
        await expect(moduleCards).toHaveCount(moduleCounts[id as keyof typeof moduleCounts]);
        await expect(moduleCards.locator("svg[data-logo]")).toHaveCount(moduleCounts[id as keyof typeof moduleCounts]);
        await expect(page.getByRole("heading", { level: 2, name: t.how })).toBeVisible();
        await expect(page.getByRole("main").getByRole("link", { name: t.cta })).toHaveAttribute("href", locale === "en" ? "/#cta" : "/fr#cta");
      });
    }

    test("saas-starter gives one module count, split into adapters chosen and integrators wired", async ({ page }) => {
      await page.goto(localePath(locale, "/solutions/saas-starter"));
      await expect(page.getByRole("definition").filter({ hasText: saasCount[locale].figure })).toHaveCount(1);
      await expect(page.locator("section[aria-labelledby='genome-title']")).toContainText(saasCount[locale].summary);
    });

    test("saas-starter shows the capabilities its modules provide", async ({ page }) => {
      await page.goto(localePath(locale, "/solutions/saas-starter"));
      const tags = page.getByRole("list", { name: locale === "en" ? "What it covers" : "Ce qu’il couvre" }).getByRole("listitem");
      await expect(tags).toHaveText([...t.saasTags]);
    });

    test("names its use case and each capability once, and links each module to its page", async ({ page }) => {
      // The template's own tags repeat its use case and capabilities: they stay on its catalogue card.
      for (const [id, name] of Object.entries(names[locale])) {
        await page.goto(localePath(locale, `/solutions/${id}`));
        const hero = page.locator("main > section").first();
        await expect(hero.getByRole("heading", { level: 1 })).toHaveText(name);
        const tags = await hero.getByRole("listitem").allTextContents();
        expect(tags.length, id).toBeGreaterThan(0);
        expect(new Set(tags).size, `${id}: ${tags.join(", ")}`).toBe(tags.length);
        await expect(hero.getByRole("list", { name: "Tags", exact: true })).toHaveCount(0);
      }

      await page.goto(localePath(locale, "/solutions/saas-starter"));
      await page.locator("section[aria-labelledby='what-you-get-title']").getByRole("link", { name: "Drizzle ORM", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/marketplace/database/drizzle").replaceAll("/", "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Drizzle ORM" })).toBeVisible();
    });

    test("copying the genome shows Copied! for about two seconds", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(localePath(locale, "/solutions/saas-starter"));
      const button = page.getByRole("button", { name: t.copy, exact: true });
      // Record this button's state changes inside the page, so runner latency cannot skew the timing.
      await button.evaluate((element) => {
        const log: [string, number][] = [];
        (window as unknown as { __copyLog: typeof log }).__copyLog = log;
        new MutationObserver(() => {
          const state = (element as HTMLElement).dataset.state;
          if (state === "copied" || state === "idle") log.push([state, performance.now()]);
        }).observe(element, { attributes: true, attributeFilter: ["data-state"] });
      });
      const copied = page.getByRole("button", { name: t.copied });
      // A click that lands before hydration does nothing: retry until the feedback shows.
      await expect(async () => {
        await button.click();
        await expect(copied).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(button).toBeVisible({ timeout: 5000 });
      const log = await page.evaluate(() => (window as unknown as { __copyLog: [string, number][] }).__copyLog);
      const shown = log.findLast(([state]) => state === "copied")?.[1] ?? 0;
      const hidden = log.find(([state, at]) => state === "idle" && at > shown)?.[1] ?? 0;
      // The 2,000 ms timer starts when the copy resolves; the "copied" render can reach the DOM a
      // little later on a loaded machine, so the observed span is at most that much shorter.
      expect(hidden - shown).toBeGreaterThanOrEqual(1800);
      expect(hidden - shown).toBeLessThan(3000);
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toContain("id: 'payment/stripe'");
      expect(clipboard.startsWith("export default {")).toBe(true);
      expectStateBGenome(clipboard);
    });

    test("saas-starter says its genome as written fails at state B, and shows what its nearest working variant wrote", async ({ page }) => {
      const m = messages[locale];
      const t = m.SolutionPage.run;
      const recorded = cliRuns.templates["saas-starter"]!;
      const variant = recorded.variant!;
      const name = m.Catalog.genomes["saas-starter"].name;
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);
        await page.goto(localePath(locale, "/solutions/saas-starter"));
        // At a glance in the hero, then in full in its own section.
        await expect(page.getByRole("definition").locator("[data-run-outcome]")).toHaveText(m.CliRuns.outcome.fails);
        const section = page.getByRole("region", { name: t.title, exact: true });
        const asWritten = section.getByRole("region", { name: t.asWritten, exact: true });
        await expect(asWritten.locator("[data-run-outcome]")).toHaveText(m.CliRuns.outcome.fails);
        await expect(asWritten.getByRole("group", { name: fill(m.CliRuns.errorLabel, { name }) })).toHaveText(recorded.firstError!);

        const nearest = section.getByRole("region", { name: t.variant, exact: true });
        await expect(nearest.locator("[data-run-outcome]")).toHaveText(m.CliRuns.outcome.generates);
        const files = nearest.getByRole("list", { name: fill(t.filesLabel, { name }) }).getByRole("listitem");
        await expect(files).toHaveCount(variant.files.length);
        await expect(files.first()).toHaveText([...variant.files].sort()[0]!.replace(/^\.\//, ""));
        await expect(nearest.getByRole("heading", { level: 3 }).filter({ hasText: String(variant.files.length) })).toBeVisible();
        for (const id of variant.omitted) await expect(nearest.locator(`li[data-module-id="${id.replace(/^integrations\//, "")}"]`).first()).toBeVisible();
        expect(await hasHorizontalScroll(page)).toBe(false);
      }
    });

    test("an unknown genome id is a localized 404", async ({ page }) => {
      const response = await page.goto(localePath(locale, "/solutions/not-a-genome"));
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      test(`has no serious accessibility violations at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(localePath(locale, "/solutions/saas-starter"));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await hasHorizontalScroll(page)).toBe(false);
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}
