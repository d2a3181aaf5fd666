import type { DocumentContents } from "@/content/documents/contents";
import { locales, type Locale } from "@/i18n/routing";
import { markdownTwinPath } from "@/lib/markdown-twin";
import { sitePages, type MarkdownTwin, type SitePage } from "@/lib/pages";
import { cliMarkdown } from "./cli-markdown";
import { genomeMarkdown } from "./genome-markdown";
import { lightpaperMarkdown } from "./lightpaper-markdown";
import { moduleMarkdown } from "./module-markdown";
import { whitepaperMarkdown } from "./whitepaper-markdown";
import { docsHomeMarkdown, docsMarkdown, type DocsSource } from "./docs-markdown";
import { findDocsPage } from "@/domain/docs/docs-nav";

/**
 * The Markdown of a page's twin, rendered from the same content, data and messages as the page;
 * `documents` are the long documents of the twin's locale and `docs` its documentation pages by
 * slug, read from their content collections.
 */
export function renderMarkdownTwin(twin: MarkdownTwin, locale: Locale, documents: DocumentContents, docs: ReadonlyMap<string, DocsSource>): string {
  switch (twin.kind) {
    case "lightpaper":
      return lightpaperMarkdown(documents.lightpaper, locale);
    case "whitepaper":
      return whitepaperMarkdown(documents.whitepaper);
    case "cli":
      return cliMarkdown(locale);
    case "genome":
      return genomeMarkdown(locale, twin.id);
    case "module":
      return moduleMarkdown(locale, twin.id);
    case "docsHome":
      return docsHomeMarkdown(locale);
    case "docs": {
      const page = findDocsPage(twin.slug);
      const source = docs.get(twin.slug);
      if (!page || !source) throw new Error(`No documentation page ${twin.slug} in ${locale}`);
      return docsMarkdown(locale, page, source);
    }
  }
}

export interface MarkdownTwinRoute {
  /** Where the twin is served (`/fr/solutions/blog-app.md`). */
  urlPath: string;
  locale: Locale;
  page: SitePage;
  twin: MarkdownTwin;
}

/** Every Markdown twin in every locale, in the registry's order: the pages that declare one. */
export function markdownTwinRoutes(): MarkdownTwinRoute[] {
  return locales.flatMap((locale) =>
    sitePages.flatMap((page) =>
      page.markdown ? [{ urlPath: markdownTwinPath(page.path, locale), locale, page, twin: page.markdown }] : [],
    ),
  );
}
