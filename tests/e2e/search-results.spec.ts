import { test } from "@playwright/test";
import { modules } from "../../src/domain/catalog/catalog";
import { sitePages } from "../../src/lib/pages";
import { gotoHydrated, localePath, locales } from "./utils";
import { messages, expect, queries, adapterQueries, escapeRegExp, searchDialog, isFrench } from "./search-dialog";

for (const locale of locales) {
  test.describe(`site search (${locale})`, () => {
    const q = queries[locale];

    test('"drizzle" finds the Drizzle module first, and Enter opens it', async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, dialog, field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill("drizzle");
      await expect(options.first()).toContainText("Drizzle ORM");
      await expect(field).toHaveAttribute("aria-expanded", "true");
      await expect(field).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await expect(dialog.getByRole("group").first()).toHaveAccessibleName(t.groups.module);
      await expect(dialog.getByRole("status")).toHaveText(/\d/);
      await expect(options.first().locator("mark").first()).toHaveText(/drizzle/i);

      await page.keyboard.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/marketplace/database/drizzle")}$`));
      await expect(page.getByRole("heading", { level: 1, name: "Drizzle ORM" })).toBeVisible();
    });

    for (const [query, adapter] of adapterQueries) {
      test(`"${query}" finds the ${adapter} adapter first, above the integrators named after it`, async ({ page }) => {
        await gotoHydrated(page, localePath(locale, "/philosophy"));
        const { field, options } = searchDialog(page, locale);
        await page.keyboard.press("/");
        await field.fill(query);
        const name = modules.find((module) => module.id === adapter)!.name;
        await expect(options.first()).toHaveText(new RegExp(`^${escapeRegExp(name)} `));
        await expect(options.filter({ hasText: new RegExp(`^${escapeRegExp(query)} .*Integration`, "i") }).first()).toBeVisible();
        await page.keyboard.press("Enter");
        await expect(page).toHaveURL(new RegExp(`${localePath(locale, `/marketplace/${adapter}`)}$`));
      });
    }

    test(`a query that is a page's title finds that page first ("${q.teamTitle}")`, async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill(q.teamTitle);
      await expect(options.first()).toHaveText(new RegExp(`^${escapeRegExp(messages[locale].Team.metaTitle)}`));
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/team")}$`));
    });

    test(`an inflected query finds the pages of the visitor's language ("${q.inflected}")`, async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill(q.inflected);
      await expect(options.first()).toBeVisible();
      // Stemming: the marked words include other forms of the word than the one typed.
      const marked = (await options.locator("mark").allTextContents()).map((word) => word.toLowerCase());
      expect(marked.filter((word) => word !== q.inflected).length, marked.join(", ")).toBeGreaterThan(0);

      await page.keyboard.press("Enter");
      await page.waitForURL((url) => !url.pathname.endsWith("/philosophy"));
      expect(isFrench(new URL(page.url()).pathname)).toBe(locale === "fr");
    });

    test("a white-paper section is an option of its own: named as a section of the paper, reached with the arrows, opened at its anchor", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill(q.security);
      const section = options.filter({ hasText: new RegExp(`^${q.securityTitle}`) });
      await expect(section).toHaveCount(1);
      const paper = messages[locale].Whitepaper.metaTitle;
      // (Chrome puts a space before the visually hidden ", Section of …": a screen reader does not say it.)
      await expect(section).toHaveAccessibleName(new RegExp(`^${q.securityTitle} ?, ${escapeRegExp(t.sectionOf.replace("{page}", paper))} `));
      // Its snippet is the sentence of the section that holds the query.
      await expect(section.locator("mark").first()).toHaveText(new RegExp(q.security, "i"));

      const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
      const sectionId = (await section.getAttribute("id"))!;
      for (let step = 0; step < ids.indexOf(sectionId); step++) await page.keyboard.press("ArrowDown");
      await expect(field).toHaveAttribute("aria-activedescendant", sectionId);
      await expect(section).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/whitepaper")}#security$`));
      await expect(page.locator("#security")).toBeInViewport();
    });

    const docsPage = sitePages.find((candidate) => candidate.kind === "docs" && candidate.indexable);
    test("a documentation page's result lists the sections that match, each opened at its heading", async ({ page }) => {
      expect(docsPage).toBeDefined();
      await page.goto(localePath(locale, docsPage!.path));
      const body = page.locator("[data-pagefind-body]");
      const title = (await body.locator("h1").first().innerText()).trim();
      const heading = body.locator("h2[id]").first();
      const [headingText, headingId] = [(await heading.innerText()).trim(), (await heading.getAttribute("id"))!];

      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, dialog, field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill(`${title} ${headingText}`);
      await expect(dialog.getByRole("group", { name: t.groups.docs })).toBeVisible();
      const section = options.filter({ hasText: new RegExp(`^${escapeRegExp(headingText)}`) }).first();
      await expect(section).toHaveAccessibleName(new RegExp(`^${escapeRegExp(headingText)} ?, ${escapeRegExp(t.sectionOf.replace("{page}", title))}`));
      await section.click();
      // A French heading's id keeps its accents, which the URL carries percent-encoded.
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(localePath(locale, docsPage!.path))}#${escapeRegExp(encodeURIComponent(headingId))}$`));
    });

    test("a query that matches nothing says so", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, dialog, field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill("zqxjvw");
      const nothing = t.noResults.replace("{query}", "zqxjvw");
      await expect(dialog.getByText(nothing, { exact: true }).first()).toBeVisible();
      await expect(dialog.getByRole("status")).toHaveText(nothing);
      await expect(options).toHaveCount(0);
      await expect(field).toHaveAttribute("aria-expanded", "false");
    });

    test("snippets read as text: no button labels, no prompts, no words glued together", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      // Matches module pages (copy buttons, commands) and the marketplace's cards (badges, versions, buttons).
      await field.fill("resend");
      await expect(options.nth(2)).toBeVisible();
      const card = messages[locale].Marketplace.card;
      for (const text of await options.allTextContents()) {
        expect(text).not.toContain(messages[locale].Common.copied);
        expect(text).not.toContain(`${card.source}${card.details}`);
        expect(text).not.toContain("$architech");
        expect(text, "a word glued to a version").not.toMatch(/\p{L}v\d+\.\d+\.\d+/u);
        expect(text, "a module's name glued to its id").not.toMatch(/Integration[a-z]|ORMdatabase/);
      }
      // A module's snippet is the sentence of its page that holds the query, from its first word: its description.
      const resend = options.filter({ hasText: /^Resend Email Service/ });
      await expect(resend).toHaveText(`Resend Email Service ${messages[locale].Catalog.modules["email_resend"]}`);
      await expect(resend.locator("mark").first()).toHaveText(/resend/i);
    });

    test("a module's snippet is a sentence of its description, not the labels or the names its page lists", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill("docker");
      const descriptions = messages[locale].Catalog.modules;
      await expect(options.filter({ hasText: /^Docker Deployment/ })).toHaveText(`Docker Deployment ${descriptions["deployment_docker"]}`);
      // Drizzle ORM's page names Docker only in its list of the integrators that wire it ("Docker Drizzle
      // Integration with Docker Deployment."): its result quotes its description instead.
      const drizzle = options.filter({ hasText: /^Drizzle ORM/ });
      await expect(drizzle).toHaveText(new RegExp(`^Drizzle ORM ${escapeRegExp(descriptions["database_drizzle"])}`));
    });

  });
}
