import { docsPages } from "../../src/domain/docs/docs-nav";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { expectNoSeriousA11yViolations, gotoHydrated, localePath, locales } from "./utils";
import { catalogFacts } from "../../src/domain/genome/catalog-facts";

const MARKDOWN_TYPE = "text/markdown; charset=utf-8";

/** The pages with a Markdown twin that these tests open, one of each kind. */
const twinPages = ["/lightpaper", "/whitepaper", "/cli", "/solutions/blog-app", "/marketplace/database/drizzle"] as const;

async function getMarkdown(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()["content-type"], path).toBe(MARKDOWN_TYPE);
  return response.text();
}

for (const locale of locales) {
  test.describe(`agent-readable pages (${locale})`, () => {
    test("llms.txt lists the Markdown twins and the catalogue, and every link answers", async ({ request }) => {
      const response = await request.get(localePath(locale, "/llms.txt"));
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
      const text = await response.text();
      expect(text).toMatch(/^# The Architech\n\n> .+\n/);

      // Links are absolute on the canonical origin; this server answers the same paths.
      const paths = [...text.matchAll(/^- \[[^\]]+\]\((\S+)\): \S/gm)].map(([, url]) => new URL(url!).pathname);
      const twins = paths.filter((path) => path.endsWith(".md"));
      // The three documents, the docs' home and pages, each genome and each module.
      expect(twins).toHaveLength(3 + 1 + docsPages.length + catalogFacts().genomeCount + catalogFacts().moduleCount);
      expect(paths).toContain("/catalog.json");
      for (const path of twins) {
        expect(path.startsWith("/fr/"), path).toBe(locale === "fr");
        expect(await getMarkdown(request, path), path).toMatch(/^# \S/);
      }
    });

    for (const path of twinPages) {
      test(`${path}.md has the page's title${path.startsWith("/marketplace/") ? " and parameters" : ""}, and the page announces it`, async ({
        page,
        request,
      }) => {
        const url = localePath(locale, path);
        await page.goto(url);
        const title = (await page.getByRole("heading", { level: 1 }).innerText()).replace(/\s+/g, " ").trim();
        await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
          "href",
          new RegExp(`${url.replace(/[/.]/g, "\\$&")}\\.md$`),
        );

        const markdown = await getMarkdown(request, `${url}.md`);
        expect(markdown.startsWith(`# ${title}\n`)).toBe(true);
        if (path.startsWith("/marketplace/")) {
          const names = await page.locator("table tbody th[scope=row]").allInnerTexts();
          expect(names.length).toBeGreaterThan(0);
          for (const name of names) expect(markdown).toMatch(new RegExp(`^\\| \`${name.trim()}\` \\|`, "m"));
        }
      });
    }

    test("Copy as Markdown copies what the .md URL serves and says so", async ({ page, context, request }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const path = localePath(locale, locale === "en" ? "/lightpaper" : "/solutions/blog-app");
      await gotoHydrated(page, path);
      const label = locale === "en" ? "Copy as Markdown" : "Copier en Markdown";
      const copied = locale === "en" ? "Copied!" : "Copié !";

      const button = page.getByRole("button", { name: label });
      await button.click();
      await expect(page.getByRole("button", { name: copied })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: copied })).toHaveCount(1);
      const clipboard = await page.evaluate(() => navigator.clipboard.readText());
      expect(clipboard).toBe(await getMarkdown(request, `${path}.md`));
    });

    test("Copy as Markdown works from the keyboard on a module page", async ({ page, context, request }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const path = localePath(locale, "/marketplace/payment/stripe");
      await gotoHydrated(page, path);
      const button = page.getByRole("button", { name: locale === "en" ? "Copy as Markdown" : "Copier en Markdown" });
      await button.focus();
      await expect(button).toBeFocused();
      await page.keyboard.press("Enter");
      // The button's name becomes the feedback, and focus stays on it.
      await expect(page.getByRole("button", { name: locale === "en" ? "Copied!" : "Copié !" })).toBeFocused();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await getMarkdown(request, `${path}.md`));
      await expectNoSeriousA11yViolations(page);
    });
  });
}

test("/catalog.json is the versioned public catalogue: every module and genome", async ({ request }) => {
  const response = await request.get("/catalog.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const catalog = (await response.json()) as {
    schemaVersion: number;
    stats: { totalModules: number; genomes: number };
    modules: {
      id: string;
      category: string;
      parameters: { name: string }[];
      features: unknown[];
      dependencies: string[];
      genomeEntry: { id: string; parameters: Record<string, unknown>; features: Record<string, unknown> };
      command?: string;
    }[];
    genomes: { id: string; modules: string[]; installs: { modules: string[]; total: number; chosen: number; wired: number } }[];
  };
  // 2 since the unbacked published figures (features, templates, contributors) left `stats`; 3 since each
  // module's `architech add`/`enhance` command (neither works in the CLI) gave way to its genome entry; 4 since
  // that entry is written as state B's CLI reads it (an integrator under integrations/, every parameter, features as an object).
  expect(catalog.schemaVersion).toBe(4);
  for (const module of catalog.modules) {
    const id = module.category === "integrator" ? `integrations/${module.id}` : module.id;
    expect([module.genomeEntry.id, module.command]).toEqual([id, undefined]);
    expect(Object.keys(module.genomeEntry.parameters)).toEqual(module.parameters.map((parameter) => parameter.name));
    expect(Array.isArray(module.genomeEntry.features)).toBe(false);
  }
  expect(Object.keys(catalog.stats)).not.toContain("contributors");
  expect(catalog.modules).toHaveLength(catalogFacts().moduleCount);
  expect(catalog.genomes).toHaveLength(catalogFacts().genomeCount);
  expect(catalog.stats).toMatchObject({ totalModules: catalogFacts().moduleCount, genomes: catalogFacts().genomeCount });
  const ids = new Set(catalog.modules.map((module) => module.id));
  for (const genome of catalog.genomes) for (const id of [...genome.modules, ...genome.installs.modules]) expect(ids.has(id), id).toBe(true);
  expect(catalog.genomes.find((genome) => genome.id === "saas-starter")?.installs).toMatchObject({ total: 18, chosen: 7, wired: 11 });
});
