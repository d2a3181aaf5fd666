// @ts-check
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** The attribute the build adds to an island loaded on interaction (src/lib/islands/hydrate-on-interaction.ts reads it). */
export const PRELOADS_ATTRIBUTE = "data-module-preloads";

/** A static `import ... from "./x.js"`, `import "./x.js"` or `export ... from "./x.js"` of a built chunk; not `import("./x.js")`. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;

/**
 * The chunks a built chunk imports statically, by file name (chunks sit side by side in one folder).
 * @param {string} code
 */
export function staticImportsOf(code) {
  return [...new Set([...code.matchAll(STATIC_IMPORT)].map((match) => /** @type {string} */ (match[1])))];
}

/**
 * Every chunk `entries` import, directly or through each other, in the order found, entries left out.
 * @param {readonly string[]} entries
 * @param {(fileName: string) => readonly string[]} importsOf
 */
export function moduleGraph(entries, importsOf) {
  /** @type {Set<string>} */
  const found = new Set();
  const visit = (/** @type {string} */ name) => {
    for (const imported of importsOf(name)) {
      if (found.has(imported) || entries.includes(imported)) continue;
      found.add(imported);
      visit(imported);
    }
  };
  for (const entry of entries) visit(entry);
  return [...found];
}

const ISLAND = /<astro-island\b((?:\s+[\w:-]+(?:="[^"]*")?)*)\s*>/g;
const attribute = (/** @type {string} */ attributes, /** @type {string} */ name) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];

/**
 * Adds to each island hydrated on interaction the URLs of the chunks its component and renderer
 * import, for its directive to preload once the visitor reaches for it: the browser would otherwise
 * find each level of imports only once the level above has come and been parsed, a round trip a level.
 * @param {string} html
 * @param {(url: string) => readonly string[]} graphOf the URLs of the chunks a chunk's URL imports
 */
export function addIslandPreloads(html, graphOf) {
  return html.replace(ISLAND, (tag, /** @type {string} */ attributes) => {
    if (attribute(attributes, "client") !== "interaction" || attribute(attributes, PRELOADS_ATTRIBUTE) !== undefined) return tag;
    const entries = ["component-url", "renderer-url"].map((name) => attribute(attributes, name)).filter((url) => url !== undefined);
    const urls = [...new Set(entries.flatMap((url) => graphOf(url)))].filter((url) => !entries.includes(url));
    return urls.length > 0 ? `<astro-island${attributes} ${PRELOADS_ATTRIBUTE}="${urls.join(" ")}">` : tag;
  });
}

const MODULE_SCRIPT = /<script type="module" src="([^"]+)"[^>]*><\/script>/g;

/**
 * Adds to a page's head a `<link rel="modulepreload">` for each chunk its module scripts import:
 * two page scripts that share code (the documents' and the docs' contents) import it from a chunk
 * of its own, which the browser would otherwise find only once the script has come and been parsed.
 * @param {string} html
 * @param {(url: string) => readonly string[]} graphOf the URLs of the chunks a chunk's URL imports
 */
export function addScriptPreloads(html, graphOf) {
  const scripts = [...html.matchAll(MODULE_SCRIPT)].map((match) => /** @type {string} */ (match[1]));
  const urls = [...new Set(scripts.flatMap((url) => graphOf(url)))].filter((url) => !scripts.includes(url) && !html.includes(`<link rel="modulepreload" href="${url}"`));
  if (urls.length === 0) return html;
  return html.replace("</head>", `${urls.map((url) => `<link rel="modulepreload" href="${url}">`).join("")}</head>`);
}

/**
 * Writes those URLs into the built pages of `siteDir`, reading the import graph from the built
 * chunks in `siteDir`/`assetsDir`, served at `/${assetsDir}/`.
 * @param {string} siteDir
 * @param {string} assetsDir
 * @returns {Promise<number>} how many pages changed
 */
export async function writeIslandPreloads(siteDir, assetsDir) {
  const chunksDir = path.join(siteDir, assetsDir);
  const chunks = (await readdir(chunksDir)).filter((file) => file.endsWith(".js"));
  const imports = new Map(await Promise.all(chunks.map(async (file) => /** @type {const} */ ([file, staticImportsOf(await readFile(path.join(chunksDir, file), "utf8"))]))));
  const prefix = `/${assetsDir}/`;
  const graphOf = (/** @type {string} */ url) =>
    url.startsWith(prefix) ? moduleGraph([url.slice(prefix.length)], (file) => imports.get(file) ?? []).map((file) => `${prefix}${file}`) : [];
  let changed = 0;
  for (const file of (await readdir(siteDir, { recursive: true })).filter((name) => name.endsWith(".html"))) {
    const full = path.join(siteDir, file);
    const html = await readFile(full, "utf8");
    const next = addScriptPreloads(html.includes('client="interaction"') ? addIslandPreloads(html, graphOf) : html, graphOf);
    if (next !== html) {
      await writeFile(full, next);
      changed++;
    }
  }
  return changed;
}
