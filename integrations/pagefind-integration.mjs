// @ts-check
import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as pagefind from "pagefind";

/** The bundle's folder in the build, served at /pagefind/ (src/lib/search-bundle.ts says the same to the browser). */
export const BUNDLE_DIR = "pagefind";

/** Pagefind's own search interfaces: the site has its own dialog and uses only the search API and its worker. */
const UNUSED_FILES = [
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

/**
 * Parts of a page's main content left out of the index, so that results and their snippets read as
 * the page's text: a closed modal repeats what its page already says, under a heading no link can
 * reach; navigation (breadcrumbs, the previous and next modules, a table of contents) repeats
 * other pages' titles or this page's headings; what is hidden from assistive technology is
 * decoration (check marks, step numbers, shell prompts, a count whose words are in a screen-reader
 * text beside it), which would otherwise run into the words around it.
 */
export const EXCLUDED = ["dialog", "nav", "[aria-hidden='true']"];

/**
 * Pagefind separates the text of paragraphs, cells, list items and headings, but runs a description
 * list's terms into their values ("Version0.29.0"); a space before these closing tags keeps the
 * words apart in the index and its excerpts. The served pages are unchanged.
 */
const RUN_TOGETHER = /<\/(dt|dd|th|caption|figcaption|summary)>/gi;

/** @param {string} html */
export function separateWords(html) {
  return html.replace(RUN_TOGETHER, " $&");
}

/** `cli/index.html` -> `/cli/`, `index.html` -> `/`: the URL Pagefind would give the file. */
export function pageUrl(/** @type {string} */ relative) {
  return `/${relative.split(path.sep).join("/").replace(/(^|\/)index\.html$/, "$1")}`;
}

/**
 * Indexes the built pages of `siteDir` and writes the search bundle into it. Pages opt in with
 * `data-pagefind-body` on their main content (src/layouts/base-layout.astro), so the header, the
 * footer and the pages kept out of search engines are not indexed; `<html lang>` splits the index
 * per language, each with its own stemming.
 * @param {string} siteDir
 * @returns {Promise<{ files: number }>} how many HTML files were read (those without `data-pagefind-body` are left out)
 */
export async function buildSearchIndex(siteDir) {
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDED });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
    const pages = (await readdir(siteDir, { recursive: true })).filter((file) => file.endsWith(".html"));
    for (const file of pages) {
      const added = await index.addHTMLFile({ url: pageUrl(file), content: separateWords(await readFile(path.join(siteDir, file), "utf8")) });
      if (added.errors.length) throw new Error(`Pagefind could not index ${file}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath: path.join(siteDir, BUNDLE_DIR) });
    if (written.errors.length) throw new Error(`Pagefind could not write its bundle: ${written.errors.join("; ")}`);
    await Promise.all(UNUSED_FILES.map((file) => rm(path.join(siteDir, BUNDLE_DIR, file), { force: true })));
    return { files: pages.length };
  } finally {
    await pagefind.close();
  }
}

/**
 * Astro integration: index the static output once Astro has written it. Register it before the
 * precompress integration, so the bundle's files are compressed and served like every other file.
 * @returns {import("astro").AstroIntegration}
 */
export function searchIndex() {
  return {
    name: "architech:search-index",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const { files } = await buildSearchIndex(fileURLToPath(dir));
        logger.info(`built the site search's index from ${files} HTML files`);
      },
    },
  };
}
