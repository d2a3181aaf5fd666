import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { genomeIds, moduleIds } from "@/domain/catalog/catalog";
import { catalogFacts } from "@/domain/genome/catalog-facts";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { genomePath, modulePath } from "@/domain/catalog/paths";
import { modulePageMeta } from "@/domain/catalog/module-meta";
import { NOT_FOUND_PATH } from "@/lib/not-found";
import type { PageKind } from "@/lib/page-kind";
import { docsPagePath, docsPages, type DocsPage } from "@/domain/docs/docs-nav";
import { route } from "@/domain/site/page-paths";

/**
 * The page registry: every route of the site, written once. Page heads, the sitemap, the preview
 * images, the navigation and the e2e suite's list of URLs all read it.
 */

/** What a page says about itself: its title and meta description, also used by link previews and its image. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Navigation items that lead to a page; each one's text is `Navigation.items.<key>` in the messages. */
export type PageNavKey =
  | "cli"
  | "marketplace"
  | "compose"
  | "templates"
  | "forTeams"
  | "philosophy"
  | "team"
  | "lightpaper"
  | "whitepaper"
  | "privacy"
  | "docs";

/**
 * What a page's Markdown twin is rendered from: the same page at its URL plus `.md`, for coding
 * agents (src/features/agents/page-markdown.ts renders each kind).
 */
export type MarkdownTwin =
  | { kind: "lightpaper" | "whitepaper" | "cli" | "docsHome" }
  | { kind: "genome" | "module"; id: string }
  | { kind: "docs"; slug: string };

export interface SitePage {
  /** The URL path without the locale prefix (`/cli`); French adds `/fr` in front. */
  path: string;
  /** In the sitemap and open to search engines; `false` makes the page `noindex`. */
  indexable: boolean;
  meta: (locale: Locale) => PageMeta;
  /** The header, mobile-menu and footer items that link here. */
  nav?: readonly PageNavKey[];
  /** Also published as Markdown at its URL plus `.md`, listed in llms.txt. */
  markdown?: MarkdownTwin;
  /** A catalogue page (a module's or a genome's); any other page when left out. */
  kind?: PageKind;
}

type MessagePage = "Landing" | "Philosophy" | "Team" | "ForTeams" | "LightpaperTest" | "Cli" | "SearchPage" | "ComposePage" | "Privacy" | "Docs";

/** Pages whose title and description are `metaTitle` / `metaDescription` of one message namespace. */
function fromMessages(namespace: MessagePage): SitePage["meta"] {
  return (locale) => {
    const t = getTranslator(locale, namespace);
    return { title: t("metaTitle"), description: t("metaDescription") };
  };
}

/**
 * The long documents' titles and descriptions are messages, like every page's, rather than part of
 * their content collection (src/content.config.ts): the registry is read synchronously, and outside
 * Astro too (the e2e specs import src/lib/routes.ts), where astro:content does not exist. A
 * description may quote the catalogue's figures, as the documents do.
 */
function documentMeta(namespace: "Lightpaper" | "Whitepaper"): SitePage["meta"] {
  return (locale) => {
    const t = getTranslator(locale, namespace);
    const { moduleCount, genomeCount } = catalogFacts();
    return { title: t("metaTitle"), description: t("metaDescription", { moduleCount, genomeCount }) };
  };
}

function marketplaceMeta(locale: Locale): PageMeta {
  const t = getTranslator(locale, "Marketplace");
  return { title: t("metaTitle"), description: t("metaDescription", { total: String(catalogFacts().moduleCount) }) };
}

function solutionsMeta(locale: Locale): PageMeta {
  const t = getTranslator(locale, "Solutions");
  return { title: t("metaTitle"), description: t("metaDescription", { count: String(catalogFacts().genomeCount) }) };
}

function genomeMeta(id: string): SitePage["meta"] {
  return (locale) => {
    const t = getTranslator(locale, "SolutionPage");
    const copy = getCatalogCopy(locale);
    return { title: t("metaTitle", { name: copy.genome(id, "name") }), description: copy.genome(id, "description") };
  };
}

/** A documentation page says what its Markdown's frontmatter says (src/domain/docs/docs-index.ts). */
function docsPage(page: DocsPage): SitePage {
  return {
    path: docsPagePath(page.slug),
    indexable: true,
    meta: (locale) => ({ title: page.title[locale], description: page.description[locale] }),
    markdown: { kind: "docs", slug: page.slug },
    kind: "docs",
  };
}

function notFoundMeta(locale: Locale): PageMeta {
  const t = getTranslator(locale, "NotFound");
  return { title: t("metaTitle"), description: t("message") };
}

/** Every page, in sitemap order: the fixed pages, then one page per genome and per module of the catalogue. */
export const sitePages: readonly SitePage[] = [
  { path: route("home"), indexable: true, meta: fromMessages("Landing") },
  { path: route("cli"), indexable: true, meta: fromMessages("Cli"), nav: ["cli"], markdown: { kind: "cli" } },
  { path: route("marketplace"), indexable: true, meta: marketplaceMeta, nav: ["marketplace"] },
  { path: route("compose"), indexable: true, meta: fromMessages("ComposePage"), nav: ["compose"] },
  { path: route("solutions"), indexable: true, meta: solutionsMeta, nav: ["templates"] },
  { path: route("philosophy"), indexable: true, meta: fromMessages("Philosophy"), nav: ["philosophy"] },
  { path: route("team"), indexable: true, meta: fromMessages("Team"), nav: ["team"] },
  { path: route("forTeams"), indexable: true, meta: fromMessages("ForTeams"), nav: ["forTeams"] },
  { path: route("lightpaper"), indexable: true, meta: documentMeta("Lightpaper"), nav: ["lightpaper"], markdown: { kind: "lightpaper" } },
  // The brief's component test bench stays out of search engines.
  { path: route("lightpaperTest"), indexable: false, meta: fromMessages("LightpaperTest") },
  { path: route("whitepaper"), indexable: true, meta: documentMeta("Whitepaper"), nav: ["whitepaper"], markdown: { kind: "whitepaper" } },
  { path: route("privacy"), indexable: true, meta: fromMessages("Privacy"), nav: ["privacy"] },
  { path: route("docs"), indexable: true, meta: fromMessages("Docs"), nav: ["docs"], markdown: { kind: "docsHome" } },
  ...docsPages.map(docsPage),
  // A page of search results is not a page for search engines (nor for the site's own index).
  { path: route("search"), indexable: false, meta: fromMessages("SearchPage") },
  ...genomeIds.map(
    (id): SitePage => ({ path: genomePath(id), indexable: true, meta: genomeMeta(id), markdown: { kind: "genome", id }, kind: "genome" }),
  ),
  ...moduleIds.map(
    (id): SitePage => ({ path: modulePath(id), indexable: true, meta: (locale) => modulePageMeta(locale, id), markdown: { kind: "module", id }, kind: "module" }),
  ),
];

/** The not-found page: built per locale, served with status 404 for unknown URLs, never linked or listed. */
export const notFoundPage: SitePage = { path: NOT_FOUND_PATH, indexable: false, meta: notFoundMeta };

/** Every document that has a head and a preview image: the site's pages and the not-found page. */
export const documentPages: readonly SitePage[] = [...sitePages, notFoundPage];

const pagesByPath = new Map(documentPages.map((page) => [page.path, page]));

export function findPage(path: string): SitePage | undefined {
  return pagesByPath.get(path);
}

/** The path of the page a navigation item leads to. */
export function navTargetPath(key: PageNavKey): string {
  const page = sitePages.find((candidate) => candidate.nav?.includes(key));
  if (!page) throw new Error(`No page registered for the navigation item ${key}`);
  return page.path;
}
