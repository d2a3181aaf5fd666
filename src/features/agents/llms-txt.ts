import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { markdownTwinPath } from "@/lib/markdown-twin";
import { localizePath } from "@/i18n/locale-path";
import { sitePages, type MarkdownTwin } from "@/lib/pages";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { CATALOG_JSON_PATH } from "./catalog-json";
import { heading, link, markdownDocument, paragraph, quote } from "./markdown";

type LlmsSection = "docs" | "documents" | "cli" | "genomes" | "modules";

const sectionOf: Record<MarkdownTwin["kind"], LlmsSection> = {
  docsHome: "docs",
  docs: "docs",
  lightpaper: "documents",
  whitepaper: "documents",
  cli: "cli",
  genome: "genomes",
  module: "modules",
};
const sectionOrder: readonly LlmsSection[] = ["docs", "documents", "cli", "genomes", "modules"];

/** All the docs of a language in one Markdown file, at the locale's root: /llms-full.txt, /fr/llms-full.txt. */
export const LLMS_FULL_PATH = "/llms-full.txt";

/** An llms.txt entry: `- [name](url): notes`, the format's own syntax in every language. */
function entry(title: string, url: string, notes: string): string {
  return `- ${link(title, url)}: ${notes.replace(/\s+/g, " ").trim()}`;
}

/**
 * The site's llms.txt in one language (llmstxt.org): its name, a summary, then sections of links
 * to the Markdown twins of the pages that have one, each with the page's own description, and
 * the JSON catalogue. Which pages appear comes from the page registry.
 */
export function llmsTxt(locale: Locale): string {
  const t = getTranslator(locale, "Agents.llms");
  const metadata = getTranslator(locale, "Metadata");
  const sections = sectionOrder.map((section) => {
    const entries = sitePages.flatMap((page) => {
      if (!page.markdown || sectionOf[page.markdown.kind] !== section) return [];
      const { title, description } = page.meta(locale);
      return [entry(title, absoluteUrl(markdownTwinPath(page.path, locale)), description)];
    });
    return entries.length > 0 ? `${heading(2, t(section))}\n\n${entries.join("\n")}` : null;
  });
  return markdownDocument([
    heading(1, siteConfig.name),
    quote(metadata("defaultDescription")),
    paragraph(t("details")),
    ...sections,
    `${heading(2, t("full"))}\n\n${entry(t("fullTitle"), absoluteUrl(localizePath(LLMS_FULL_PATH, locale)), t("fullDescription"))}`,
    `${heading(2, t("data"))}\n\n${entry(t("catalogTitle"), absoluteUrl(CATALOG_JSON_PATH), t("catalogDescription"))}`,
  ]);
}
