import { expect, test, type Page } from "@playwright/test";
import { docsPages } from "../../src/domain/docs/docs-nav";
import { siteConfig } from "../../src/lib/site-config";
import { DESKTOP, MOBILE, hasHorizontalScroll, localePath, locales } from "./utils";

const copy = {
  en: { docs: "Docs", nav: "Documentation", menu: "Documentation menu", toc: "On this page", breadcrumb: "Breadcrumb", pm: "Package manager", start: "Start", reference: "Reference", edit: /Edit this page/, markdown: "View as Markdown", next: /Next/, previous: /Previous/, copy: "Copy", copied: "Copied!", available: "Available", notImplemented: "Not implemented", flags: "Flags" },
  fr: { docs: "Docs", nav: "Documentation", menu: "Menu de la documentation", toc: "Sur cette page", breadcrumb: "Fil d’Ariane", pm: "Gestionnaire de paquets", start: "Démarrer", reference: "Référence", edit: /Modifier cette page/, markdown: "Voir en Markdown", next: /Suivant/, previous: /Précédent/, copy: "Copier", copied: "Copié\u00a0!", available: "Disponible", notImplemented: "Non implémentée", flags: "Options" },
} as const;

const visibleCommands = (page: Page) =>
  page.locator("[data-pm-panel]:visible pre").evaluateAll((pres) => pres.map((pre) => (pre.textContent ?? "").replace(/^\$/, "").trim()));

for (const locale of locales) {
  const t = copy[locale];
  const path = (slug: string) => localePath(locale, `/docs/${slug}`);

  test.describe(`docs (${locale})`, () => {
    test("the header's Docs link opens the docs home, which lists every page by group", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(localePath(locale, "/philosophy"));
      await page.getByRole("banner").getByRole("link", { name: /^(Docs|Documentation)$/ }).click();
      await expect(page).toHaveURL(localePath(locale, "/docs"));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: new RegExp(`^${t.start}`) })).toBeVisible();
      for (const docsPage of docsPages) await expect(main.getByRole("link", { name: new RegExp(`^${docsPage.title[locale]}`) }).first()).toBeVisible();
      await main.getByRole("link", { name: new RegExp(`^${docsPages[0]!.title[locale]}`) }).first().click();
      await expect(page).toHaveURL(path(docsPages[0]!.slug));
    });

    test("a page marks itself in the sidebar, links its neighbours with rel and has breadcrumbs with structured data", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path("start/installation"));
      const sidebar = page.getByRole("navigation", { name: t.nav });
      await expect(sidebar.locator("a[aria-current=page]")).toHaveAttribute("href", path("start/installation"));
      await expect(sidebar.locator("a[aria-current=page]")).toHaveCount(1);
      const crumbs = page.getByRole("navigation", { name: t.breadcrumb });
      await expect(crumbs.getByRole("link")).toHaveText([t.docs]);
      await expect(crumbs.getByRole("listitem")).toHaveText([t.docs, t.start, docsPages[1]!.title[locale]]);
      const data = await page.locator('script[type="application/ld+json"]').allTextContents();
      const breadcrumb = data.map((text) => JSON.parse(text)).find((node) => node["@type"] === "BreadcrumbList");
      expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([t.docs, t.start, docsPages[1]!.title[locale]]);
      await expect(page.locator('a[rel="prev"]')).toHaveAttribute("href", path("start/introduction"));
      await page.locator('a[rel="next"]').click();
      await expect(page).toHaveURL(path("start/quick-start"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(docsPages[2]!.title[locale]);
    });

    test("the contents lead to a section and mark the one being read", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path("reference/cli/new"));
      const toc = page.getByRole("navigation", { name: t.toc }).filter({ visible: true });
      await toc.getByRole("link", { name: t.flags }).click();
      await expect(page).toHaveURL(new RegExp(`${path("reference/cli/new")}#flags$`));
      await expect(toc.getByRole("link", { name: t.flags })).toHaveAttribute("aria-current", "location");
      await expect(page.locator("h2#flags")).toBeInViewport();
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await expect(toc.getByRole("link", { name: t.flags })).not.toHaveAttribute("aria-current", "location");
      // At the bottom of the page, the last section is the one being read, though it never reaches the reading line.
      await expect(toc.getByRole("link").last()).toHaveAttribute("aria-current", "location");
    });

    test("a CLI reference page shows its command from the CLI table: availability, usage, flags", async ({ page }) => {
      await page.goto(path("reference/cli/new"));
      const main = page.getByRole("main");
      await expect(main.getByText(t.available, { exact: true })).toBeVisible();
      await expect(main.locator("pre").first()).toContainText("architech new [options] <genome-file>");
      await expect(main.getByRole("region", { name: t.flags }).getByRole("row")).toHaveCount(4);
      await page.goto(path("reference/cli/add"));
      await expect(page.getByRole("main").getByText(t.notImplemented, { exact: true })).toBeVisible();
      // Its usage line as its help prints it, and what a run of it printed: that it adds nothing.
      await expect(page.getByRole("main").locator("pre").first()).toContainText("architech add [options] <feature>");
      await expect(page.getByRole("main").locator("pre").filter({ hasText: "V2 feature addition not yet implemented" }).first()).toBeVisible();
    });

    test("package-manager tabs follow the first click on a cold page, stay in step, and are remembered on the next page", async ({ page }) => {
      await page.goto(path("start/installation"));
      const tabs = page.getByRole("tablist", { name: t.pm }).first();
      await tabs.getByRole("tab", { name: "pnpm" }).click();
      await expect(tabs.getByRole("tab", { name: "pnpm" })).toHaveAttribute("aria-selected", "true");
      const commands = await visibleCommands(page);
      // The published package does not install (facts/CLI-FACTS.md §8, R2): the page's npm block for
      // other package managers is tsx's; the from-source build's blocks ran with npm alone, without tabs.
      expect(commands).toContain("pnpm add -g tsx");
      await expect(page.locator("[data-pm-tabs]").filter({ hasText: "--legacy-peer-deps" })).toHaveCount(0);
      await expect(page.getByRole("main").locator("pre").filter({ hasText: "npm install --legacy-peer-deps --ignore-scripts" })).toHaveCount(1);
      expect(commands.every((command) => !/^npm |&& npm /.test(command))).toBe(true);
      await expect(page.getByRole("tab", { name: "pnpm", selected: true })).toHaveCount(await page.getByRole("tablist", { name: t.pm }).count());
      // Arrow keys move between the tabs and choose.
      await tabs.getByRole("tab", { name: "pnpm" }).press("ArrowRight");
      await expect(tabs.getByRole("tab", { name: "yarn" })).toBeFocused();
      await expect(tabs.getByRole("tab", { name: "yarn" })).toHaveAttribute("aria-selected", "true");
      await page.goto(path("guides/generation-in-ci"));
      await expect(page.getByRole("tab", { name: "yarn", selected: true }).first()).toBeVisible();
      expect((await visibleCommands(page)).some((command) => command.startsWith("yarn global add tsx"))).toBe(true);
    });

    test("a code block's copy button copies the command shown", async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.goto(path("start/installation"));
      await page.getByRole("tablist", { name: t.pm }).first().getByRole("tab", { name: "bun" }).click();
      const block = page.locator("[data-pm-tabs]").first();
      await block.getByRole("button", { name: t.copy }).filter({ visible: true }).click();
      await expect(block.getByRole("button", { name: t.copied }).filter({ visible: true })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe((await visibleCommands(page))[0]);
    });

    test("on a phone the sidebar opens above the text, and the page does not scroll sideways", async ({ page }) => {
      await page.setViewportSize(MOBILE);
      await page.goto(path("reference/genome-file"));
      await expect(page.getByRole("navigation", { name: t.nav })).toBeHidden();
      await page.getByText(t.menu).click();
      const sidebar = page.getByRole("navigation", { name: t.nav });
      await expect(sidebar.locator("a[aria-current=page]")).toBeVisible();
      await sidebar.getByRole("link", { name: docsPages.find((entry) => entry.slug === "concepts/genomes")!.title[locale], exact: true }).click();
      await expect(page).toHaveURL(path("concepts/genomes"));
      expect(await hasHorizontalScroll(page)).toBe(false);
    });

    test("each page links to its source file and its Markdown twin; the docs are in llms-full.txt", async ({ page, request }) => {
      await page.goto(path("guides/compose-and-run"));
      const prefix = locale === "en" ? "docs" : "fr/docs";
      await expect(page.getByRole("link", { name: t.edit })).toHaveAttribute("href", `${siteConfig.links.siteRepo}/edit/main/src/content/docs/${prefix}/guides/compose-and-run.md`);
      const markdownHref = await page.getByRole("link", { name: t.markdown }).getAttribute("href");
      expect(markdownHref).toBe(`${path("guides/compose-and-run")}.md`);
      const markdown = await request.get(markdownHref!);
      expect(markdown.status()).toBe(200);
      expect(await markdown.text()).toMatch(new RegExp(`^# ${docsPages.find((entry) => entry.slug === "guides/compose-and-run")!.title[locale]}`));
      const full = await request.get(localePath(locale, "/llms-full.txt"));
      expect(full.headers()["content-type"]).toContain("text/plain");
      const text = await full.text();
      for (const entry of docsPages) expect(text).toContain(`# ${entry.title[locale]}\n`);
      expect(text).not.toMatch(/^:::|^::[a-z]/m);
    });

    test("every link inside the docs answers", async ({ page, request }) => {
      test.setTimeout(120_000);
      const targets = new Set<string>();
      for (const entry of [{ slug: "" }, ...docsPages]) {
        await page.goto(entry.slug ? path(entry.slug) : localePath(locale, "/docs"));
        const hrefs = await page.locator("main a[href^='/']").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).getAttribute("href")!.split("#")[0]!));
        for (const href of hrefs) targets.add(href);
      }
      expect(targets.size).toBeGreaterThan(60);
      const broken: string[] = [];
      for (const target of targets) {
        const response = await request.get(target, { maxRedirects: 0 });
        if (response.status() !== 200) broken.push(`${target} ${response.status()}`);
      }
      expect(broken).toEqual([]);
    });
  });
}
