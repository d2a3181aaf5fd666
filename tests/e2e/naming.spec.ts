import { expect, test, type Locator, type Page } from "@playwright/test";
import en from "../../messages/en.json" with { type: "json" };
import fr from "../../messages/fr.json" with { type: "json" };
import { DESKTOP, MOBILE, gotoHydrated, localePath, locales } from "./utils";

const messages = { en, fr } as const;

/**
 * A ready-made genome is a "template" everywhere (issue 37): the other names it used to have, in
 * menus, headings and page titles, must not come back.
 */
const otherNames = { en: /\buse cases?\b|\bsolutions?\b|genome templates?/i, fr: /cas d’usage|\bprofils\b|\bsolutions?\b|modèles? de génome/i } as const;

interface Entry {
  label: string;
  href: string;
}

/** A menu's links as a reader sees them: each one's title (not its description) and where it leads. */
async function entries(scope: Locator): Promise<Entry[]> {
  return scope.locator("a[href]").evaluateAll((links) =>
    links.map((link) => ({
      label: (link.querySelector("span")?.textContent ?? link.textContent ?? "").trim(),
      href: link.getAttribute("href") ?? "",
    })),
  );
}

function expectOneEntryPerPage(list: Entry[], locale: keyof typeof messages) {
  const internal = list.filter((entry) => entry.href.startsWith("/"));
  expect(new Set(internal.map((entry) => entry.href)).size, "a page offered under two labels").toBe(internal.length);
  for (const entry of list) expect(entry.label, `"${entry.label}" names a template another way`).not.toMatch(otherNames[locale]);
}

async function templateHrefs(locale: keyof typeof messages, page: Page): Promise<string[]> {
  await page.goto(localePath(locale, "/solutions"));
  const cards = page.getByRole("main").locator(`a[href^="${localePath(locale, "/solutions/")}"]`);
  return [...new Set(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? "")))].sort();
}

for (const locale of locales) {
  const m = messages[locale].Navigation;

  test.describe(`one name per thing in the menus and titles (${locale})`, () => {
    test("desktop header: Product, Templates, Company; every page once; the Templates menu lists the templates", async ({ page }) => {
      const templates = await templateHrefs(locale, page);
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      const nav = page.getByRole("navigation", { name: m.mainLabel });
      await expect(nav.getByRole("button")).toHaveText([m.groups.product, m.groups.templates, m.groups.company]);
      const list = await entries(nav);
      expectOneEntryPerPage(list, locale);

      await nav.getByRole("button", { name: m.groups.templates }).click();
      const menu = nav.getByRole("listitem").filter({ has: page.getByRole("button", { name: m.groups.templates }) });
      const offered = await entries(menu);
      expect(offered[0]).toEqual({ label: m.items.templates.title, href: localePath(locale, "/solutions") });
      expect(offered.slice(1).map((entry) => entry.href).sort()).toEqual(templates);
      for (const entry of offered) await expect(menu.locator(`a[href="${entry.href}"]`)).toBeVisible();
    });

    test("phone menu: the same groups and entries, every page once", async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await gotoHydrated(page, localePath(locale, "/philosophy"));
      await page.getByRole("button", { name: m.openMenu }).click();
      const dialog = page.getByRole("dialog", { name: m.menuTitle });
      await expect(dialog.locator("nav p")).toHaveText([m.groups.product, m.groups.templates, m.groups.company]);
      const list = await entries(dialog.locator("nav"));
      expectOneEntryPerPage(list, locale);
      await expect(dialog.getByRole("link", { name: m.items.templates.title, exact: true })).toHaveAttribute("href", localePath(locale, "/solutions"));
    });

    test("footer: a Templates column, and no other name for them", async ({ page }) => {
      await page.goto(localePath(locale, "/philosophy"));
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("navigation", { name: messages[locale].Footer.columns.templates })).toBeVisible();
      expectOneEntryPerPage(await entries(footer.getByRole("navigation", { name: messages[locale].Footer.columns.templates })), locale);
      for (const heading of await footer.getByRole("heading").allTextContents()) expect(heading).not.toMatch(otherNames[locale]);
    });

    test("each header entry lands on a page whose title says what its label said", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(localePath(locale, "/philosophy"));
      const list = (await entries(page.getByRole("navigation", { name: m.mainLabel }))).filter((entry) => entry.href.startsWith("/"));
      // The page listing every template is titled by the menu's name; "Docs" is short for the docs' title.
      const expected = (entry: Entry) =>
        entry.href === localePath(locale, "/solutions")
          ? m.groups.templates
          : entry.href === localePath(locale, "/docs")
            ? messages[locale].Docs.metaTitle
            : entry.label;
      for (const entry of list) {
        await page.goto(entry.href);
        const title = await page.title();
        expect(title.toLowerCase(), `${entry.label} -> ${entry.href}`).toContain(expected(entry).toLowerCase());
        expect(title, `${entry.href}'s title`).not.toMatch(otherNames[locale]);
        await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(otherNames[locale]);
      }
    });
  });
}
