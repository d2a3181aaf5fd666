import { expect as baseExpect, test, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { modules } from "../../src/domain/catalog/catalog";
import { pageKinds } from "../../src/lib/page-kind";
import { sitePages } from "../../src/lib/pages";
import { SEARCH_SCRIPT_PATH } from "../../src/lib/search-bundle";
import { expectNoSeriousA11yViolations, gotoHydrated, hasHorizontalScroll, localePath, locales, type TestLocale } from "./utils";

const messages = { en, fr } as const;
// A page's first search loads Pagefind's code, WASM and index (about 200 KB, 27 requests) before the
// first result: on a shared two-core CI machine that has taken over 7 s, the default wait.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Per language: a word only the white paper's security section uses, that section's title, an
 * inflected query, and the title of the team page, which the page for teams says more often.
 */
const queries = {
  en: { security: "malicious", securityTitle: "Security", inflected: "generating", teamTitle: "team" },
  fr: { security: "malveillant", securityTitle: "Sécurité", inflected: "générer", teamTitle: "équipe" },
} as const;

/** Adapters whose name is also in the names of the integrators that wire them. */
const adapterQueries = [
  ["stripe", "payment/stripe"],
  ["docker", "deployment/docker"],
] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function searchDialog(page: Page, locale: TestLocale) {
  const t = messages[locale].Search;
  const dialog = page.getByRole("dialog", { name: t.dialogTitle });
  return { t, dialog, field: dialog.getByRole("combobox", { name: t.fieldLabel }), options: dialog.getByRole("option") };
}

/** `/fr/cli/` and `/fr/cli` are the same page: Pagefind writes folder URLs, the site has no trailing slash. */
const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, "") : path);
const isFrench = (path: string) => path === "/fr" || path.startsWith("/fr/");

for (const locale of locales) {
  test.describe(`site search (${locale})`, () => {
    const q = queries[locale];

    test("/ and Ctrl+K open the dialog with its field focused, and Escape closes it", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { dialog, field } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await expect(dialog).toBeVisible();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue("");
      await expect(field).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();

      await page.keyboard.press("Control+k");
      await expect(dialog).toBeVisible();
      await expect(field).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    });

    test("loads nothing for search until the visitor first searches", async ({ page }) => {
      const searchRequests: string[] = [];
      page.on("request", (request) => {
        const path = new URL(request.url()).pathname;
        if (path.startsWith("/pagefind/") || path.includes("open-search-dialog")) searchRequests.push(path);
      });
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      await page.waitForLoadState("networkidle");
      expect(searchRequests).toEqual([]);

      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("/");
      await field.fill("drizzle");
      await expect(options.first()).toBeVisible();
      expect(searchRequests).toContain(SEARCH_SCRIPT_PATH);
      expect(searchRequests.some((path) => path.includes("open-search-dialog"))).toBe(true);
    });

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

    test("Escape returns focus to where it was, and the next search starts empty", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, dialog, field } = searchDialog(page, locale);
      const button = page.getByRole("banner").getByRole("button", { name: t.button });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(field).toBeFocused();
      await field.fill("cli");
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      const link = page.getByRole("contentinfo").getByRole("link").first();
      await link.focus();
      await page.keyboard.press("/");
      await expect(field).toBeFocused();
      await expect(field).toHaveValue("");
      await page.keyboard.press("Escape");
      await expect(link).toBeFocused();
    });

    test("typing / or Ctrl+K in the waitlist field types there and opens nothing", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/"));
      const email = page.locator("#cta").getByLabel(messages[locale].Waitlist.emailLabel);
      await email.click();
      await page.keyboard.type("dev/null");
      await page.keyboard.press("Control+k");
      await expect(email).toHaveValue("dev/null");
      await expect(email).toBeFocused();
      await expect(searchDialog(page, locale).dialog).toHaveCount(0);
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

    test("axe finds nothing serious with the dialog open and showing results", async ({ page }) => {
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { field, options } = searchDialog(page, locale);
      await page.keyboard.press("Control+k");
      await field.fill("genome");
      await expect(options.first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test("works on a phone: the header's icon opens a dialog that fits the screen", async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const { t, dialog, field, options } = searchDialog(page, locale);
      await page.getByRole("banner").getByRole("button", { name: t.button }).click();
      await field.fill("stripe");
      await expect(options.first()).toBeVisible();
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await hasHorizontalScroll(page)).toBe(false);
      await options.first().click();
      await expect(page).toHaveURL(/\/marketplace\//);
    });

    test("/search?q=stripe lists the Stripe modules, and keeps the query in the URL as the visitor types", async ({ page }) => {
      const t = messages[locale].Search;
      await gotoHydrated(page, localePath(locale, "/search?q=stripe"));
      await expect(page.getByRole("heading", { level: 1, name: messages[locale].SearchPage.title })).toBeVisible();
      const field = page.getByRole("searchbox", { name: t.fieldLabel });
      await expect(field).toHaveValue("stripe");
      const found = page.getByRole("region", { name: t.groups.module });
      for (const stripe of modules.filter((module) => module.id.includes("stripe"))) {
        await expect(found.getByRole("link", { name: stripe.name, exact: true })).toHaveAttribute("href", localePath(locale, `/marketplace/${stripe.id}`));
      }

      await field.fill("drizzle");
      await expect(page).toHaveURL(new RegExp(`${localePath(locale, "/search")}\\?q=drizzle$`));
      await expect(found.getByRole("link", { name: "Drizzle ORM", exact: true })).toBeVisible();
      await field.fill("zqxjvw");
      await expect(page.getByText(t.noResults.replace("{query}", "zqxjvw"), { exact: true }).first()).toBeVisible();

      // On this page the shortcut goes to the page's own field.
      await page.getByRole("heading", { level: 1 }).click();
      await page.keyboard.press("/");
      await expect(field).toBeFocused();
      await expect(searchDialog(page, locale).dialog).toHaveCount(0);
    });
  });
}

test("the index keeps every page's words apart, as a reader sees them", async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localePath(locale, "/philosophy"));
    const glued = await page.evaluate(
      async ({ script, kinds }) => {
        // What the index leaves out (scripts/lib/pagefind-integration.mjs), and what holds no words.
        const skipped = "dialog, nav, [aria-hidden='true'], [data-pagefind-ignore], script, style, template";
        const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
        /** The words of an element's text with every element apart (a code block kept whole, as it is written). */
        const readerWords = (root: Element) => {
          const parts: string[] = [];
          const walk = (node: Node) => {
            if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
            if (!(node instanceof Element) || node.matches(skipped)) return;
            if (node.matches("pre")) return void parts.push(" ", node.textContent ?? "", " ");
            if (node.matches("img")) parts.push(" ", node.getAttribute("alt") ?? "", " ");
            parts.push(" ");
            node.childNodes.forEach(walk);
            parts.push(" ");
          };
          walk(root);
          return new Set(parts.join("").split(/\s+/).map(bare));
        };
        const pagefind = await import(script);
        const { results } = await pagefind.search(null, { filters: { kind: { any: kinds } } });
        const found: string[] = [];
        for (const result of results as { data(): Promise<{ url: string; content: string }> }[]) {
          const { url, content } = await result.data();
          const html = await (await fetch(url)).text();
          const main = new DOMParser().parseFromString(html, "text/html").querySelector("[data-pagefind-body]")!;
          const words = readerWords(main);
          for (const word of content.split(/\s+/)) if (bare(word) && !words.has(bare(word))) found.push(`${url}: ${word}`);
        }
        return found;
      },
      { script: SEARCH_SCRIPT_PATH, kinds: [...pageKinds] },
    );
    // Two elements side by side with no space between read as one word ("Prisma ORMdatabase/prisma"):
    // put a space between them in the markup, or keep a decorative one out with data-pagefind-ignore.
    expect(glued, "words Pagefind ran together").toEqual([]);
  }
});

test("every page of the sitemap is in the search index of its language, and no other page is", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(listed.length).toBeGreaterThan(0);

  for (const locale of locales) {
    // Pagefind picks the index of the page's <html lang>.
    await page.goto(localePath(locale, "/philosophy"));
    const indexed = await page.evaluate(
      async ({ script, kinds }) => {
        const pagefind = await import(script);
        // A search by filter alone lists every page of the index: each one carries its kind.
        const { results } = await pagefind.search(null, { filters: { kind: { any: kinds } } });
        return Promise.all(results.map(async (result: { data(): Promise<{ url: string }> }) => (await result.data()).url));
      },
      { script: SEARCH_SCRIPT_PATH, kinds: [...pageKinds] },
    );
    const expected = listed.filter((path) => isFrench(path) === (locale === "fr"));
    expect(indexed.map(withoutTrailingSlash).sort()).toEqual(expected.sort());
  }
});
