import { expect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { DESKTOP, MOBILE, expectModuleLogo, expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, localePath, locales } from "./utils";
import { cliRuns, generatingModule } from "./cli-runs";

const messages = { en, fr } as const;

/** A message with its `{placeholders}` filled in. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

const copy = {
  en: {
    details: (name: string) => `Details of ${name}`,
    openPage: "Open its page",
    marketplaceH1: "Modules that already know each other",
    breadcrumb: "Breadcrumb",
    parametersOf: (name: string) => `Parameters of ${name}`,
    yes: "Yes",
    requires: "Requires",
    connects: "Wires together",
    usedBy: "Used by",
    wiredBy: "Wired by",
    inGenomes: "In genomes",
    saas: "SaaS application",
    copy: "Copy",
    copied: "Copied!",
    genomeEntry: (name: string) => `${name} as a genome lists it`,
    compose: "Compose a genome with it",
    notFound: "This page isn't in the genome",
    integrator: "Integrator",
    features: "Features",
    drizzleFeatures: ["Database migrations", "Drizzle Studio", "Database relations", "Database seeding"],
  },
  fr: {
    details: (name: string) => `Détails de ${name}`,
    openPage: "Ouvrir sa page",
    marketplaceH1: "Des modules qui se connaissent déjà",
    breadcrumb: "Fil d’Ariane",
    parametersOf: (name: string) => `Paramètres de ${name}`,
    yes: "Oui",
    requires: "Nécessite",
    connects: "Relie",
    usedBy: "Utilisé par",
    wiredBy: "Relié par",
    inGenomes: "Dans les génomes",
    saas: "Application SaaS",
    copy: "Copier",
    copied: "Copié !",
    genomeEntry: (name: string) => `${name} tel qu’un génome le liste`,
    compose: "Composer un génome qui le contient",
    notFound: "Cette page ne figure pas dans le génome",
    integrator: "Intégrateur",
    features: "Fonctionnalités",
    drizzleFeatures: ["Migrations de base de données", "Drizzle Studio", "Relations entre tables", "Seed de la base de données"],
  },
} as const;

/** Follows a link of one relation card ("Requires", "Wired by"...) and checks where it lands. */
async function followRelation(page: Page, relation: string, link: string, path: string, heading: string) {
  await page.getByRole("region", { name: relation, exact: true }).getByRole("link", { name: new RegExp(`^${link}`) }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replaceAll("/", "\\/")}$`));
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

for (const locale of locales) {
  const t = copy[locale];
  const drizzle = localePath(locale, "/marketplace/database/drizzle");

  test.describe(`module pages (${locale})`, () => {
    test("a marketplace card leads to its module page, and the breadcrumb leads back", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/marketplace"));
      await page.locator('li[data-item-id="database/drizzle"]').getByRole("link", { name: "Drizzle ORM", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${drizzle.replaceAll("/", "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Drizzle ORM" })).toBeVisible();
      // The CLI's `add` is in development: the page shows how a genome lists the module instead.
      await expect(page.getByRole("group", { name: t.genomeEntry("Drizzle ORM") })).toContainText("id: 'database/drizzle'");
      await expect(page.getByRole("main")).not.toContainText("architech add");

      const breadcrumb = page.getByRole("navigation", { name: t.breadcrumb });
      await expect(breadcrumb.getByRole("listitem")).toHaveText(["Marketplace", locale === "en" ? "Database" : "Base de données", "Drizzle ORM"]);
      await breadcrumb.getByRole("link", { name: "Marketplace" }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/marketplace").replaceAll("/", "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1, name: t.marketplaceH1 })).toBeVisible();
    });

    test("the marketplace's quick look opens the full page", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/marketplace"));
      await page.getByRole("button", { name: t.details("Stripe Next.js Integration") }).click();
      await page.getByRole("dialog", { name: "Stripe Next.js Integration" }).getByRole("link", { name: t.openPage }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/marketplace/stripe-nextjs-integration").replaceAll("/", "\\/")}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Stripe Next.js Integration" })).toBeVisible();
      // Beside its name, the logos of the two technologies it joins.
      const hero = page.locator("section").first();
      await expectModuleLogo(hero, "stripe");
      await expectModuleLogo(hero, "nextdotjs");
    });

    test("lists parameters in a table with their defaults, choices and whether they are required", async ({ page }) => {
      await page.goto(drizzle);
      const table = page.getByRole("table", { name: t.parametersOf("Drizzle ORM") });
      const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "databaseType", exact: true }) });
      await expect(row.getByRole("cell")).toHaveText(["string", "postgresql", /postgresql\s*mysql\s*sqlite/, t.yes]);

      // A phone gets one card per parameter instead of a five-column table.
      await page.setViewportSize(MOBILE);
      await expect(table).toBeHidden();
      const card = page.getByRole("listitem").filter({ has: page.getByText("databaseType", { exact: true }) });
      await expect(card.getByRole("definition")).toHaveText(["string", "postgresql", /postgresql\s*mysql\s*sqlite/, t.yes]);
    });

    test("names the features in the page's language, on the page and in the marketplace's quick look", async ({ page }) => {
      await page.goto(drizzle);
      const features = page.getByRole("region", { name: t.features, exact: true }).getByRole("listitem");
      for (const [index, name] of t.drizzleFeatures.entries()) await expect(features.nth(index)).toContainText(name);

      await gotoHydrated(page, localePath(locale, "/marketplace"));
      await page.getByRole("button", { name: t.details("Drizzle ORM") }).click();
      const dialog = page.getByRole("dialog", { name: "Drizzle ORM" });
      const dialogFeatures = dialog.locator("section").filter({ has: page.getByRole("heading", { name: t.features, exact: true }) });
      await expect(dialogFeatures.getByRole("listitem")).toHaveText(t.drizzleFeatures);
    });

    test("Requires, Used by, Wired by and what an integrator wires link to the pages they name", async ({ page }) => {
      await page.goto(localePath(locale, "/marketplace/framework/nextjs"));
      await followRelation(page, t.usedBy, "Next.js Internationalization", localePath(locale, "/marketplace/content/next-intl"), "Next.js Internationalization");
      await followRelation(page, t.requires, "Next.js", localePath(locale, "/marketplace/framework/nextjs"), "Next.js");

      await page.goto(localePath(locale, "/marketplace/better-auth-drizzle-integration"));
      await expect(page.getByText(t.integrator, { exact: true }).first()).toBeVisible();
      await followRelation(page, t.connects, "Better Auth", localePath(locale, "/marketplace/auth/better-auth"), "Better Auth");

      await page.goto(drizzle);
      await followRelation(page, t.wiredBy, "Drizzle Next.js Integration", localePath(locale, "/marketplace/drizzle-nextjs-integration"), "Drizzle Next.js Integration");

      await page.goto(drizzle);
      await followRelation(page, t.inGenomes, t.saas, localePath(locale, "/solutions/saas-starter"), t.saas);
    });

    test("its composer link opens the composer with the module in the genome", async ({ page }) => {
      await page.goto(drizzle);
      await page.getByRole("link", { name: t.compose }).click();
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/compose").replaceAll("/", "\\/")}\\?m=drizzle$`));
      await expect(page.locator("#composer-outputs")).toContainText("id: 'database/drizzle'");
    });

    test("copying the genome entry shows the feedback for two seconds", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.clock.install({ time: new Date("2025-06-01T10:00:00Z") });
      await gotoHydrated(page, drizzle);
      // From here the page's timers move only when the test moves them.
      await page.clock.pauseAt(new Date("2025-06-01T11:00:00Z"));
      await page.getByRole("button", { name: t.copy, exact: true }).click();
      await expect(page.getByRole("button", { name: t.copied })).toBeVisible();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.startsWith("modules: [")).toBe(true);
      expect(copied).toContain("id: 'database/drizzle',");
      await page.clock.runFor(1900);
      await expect(page.getByRole("button", { name: t.copied })).toBeVisible();
      await page.clock.runFor(200);
      await expect(page.getByRole("button", { name: t.copy, exact: true })).toBeVisible();
    });

    test("says whether the module generates at state B: the files a generating one wrote, the CLI's first error for shadcn/ui", async ({ page }) => {
      const m = messages[locale];
      const runTitle = m.ModulePage.run.title;
      const okId = generatingModule();
      const ok = cliRuns.modules[okId]!;
      const shadcn = cliRuns.modules["ui/shadcn-ui"]!;
      for (const viewport of [DESKTOP, MOBILE]) {
        await page.setViewportSize(viewport);

        await page.goto(localePath(locale, `/marketplace/${okId}`));
        const name = (await page.getByRole("heading", { level: 1 }).textContent())!;
        let run = page.getByRole("region", { name: runTitle, exact: true });
        await expect(run.locator("[data-run-outcome]").first()).toHaveText(m.CliRuns.outcome.generates);
        // Dated, with the three commits of the state that ran.
        await expect(run).toContainText(`cli@${cliRuns.state.cli.commit}`);
        await expect(run).toContainText(`types@${cliRuns.state.types.commit}`);
        await expect(run.getByRole("list", { name: fill(m.ModulePage.run.filesLabel, { name }) }).getByRole("listitem")).toHaveText([...ok.moduleFiles].sort());
        // The hero says it too, in words and not by colour alone.
        await expect(page.locator("main > section").first().locator("[data-run-outcome]")).toHaveText(m.CliRuns.outcome.generates);

        await page.goto(localePath(locale, "/marketplace/ui/shadcn-ui"));
        run = page.getByRole("region", { name: runTitle, exact: true });
        await expect(run.locator("[data-run-outcome]").first()).toHaveText(m.CliRuns.outcome.fails);
        // The error is CLI output, quoted as the run printed it, in both languages.
        await expect(run.getByRole("group", { name: fill(m.CliRuns.errorLabel, { name: "Shadcn/ui" }) })).toHaveText(shadcn.firstError!);
        expect(await hasHorizontalScroll(page)).toBe(false);
      }
    });

    test("an unknown module id is a localized 404", async ({ page }) => {
      for (const path of ["/marketplace/database/nope", "/marketplace/not-a-module"]) {
        const response = await page.goto(localePath(locale, path));
        expect(response?.status()).toBe(404);
        await expect(page.getByRole("heading", { level: 1, name: t.notFound })).toBeVisible();
      }
    });

    for (const viewport of [DESKTOP, MOBILE]) {
      test(`has no serious accessibility violations and no sideways scroll at ${viewport.width}px`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // Next.js has the longest "Wired by" list: a band whose height varies with the catalogue.
        for (const path of ["/marketplace/database/drizzle", "/marketplace/better-auth-drizzle-integration", "/marketplace/framework/nextjs", "/marketplace/ui/shadcn-ui"]) {
          await page.goto(localePath(locale, path));
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          expect(await hasHorizontalScroll(page)).toBe(false);
          await expectNoSeriousA11yViolations(page);
        }
      });
    }
  });
}
