// @ts-check
import path from "node:path";

const SUFFIX = "?lazy-url";
const PREFIX = "\0lazy-url:";

/**
 * `import url from "./module?lazy-url"` gives the URL of `module` built as a chunk of its own, for
 * a script to `import(url)` when it first needs it. A plain `import("./module")` would do the same,
 * but Vite then wraps it in its preload helper, a shared chunk the importing script would load
 * with the page: the site-chrome script must stay one small file.
 * @returns {import("vite").Plugin}
 */
export function lazyChunkUrl() {
  let command = "serve";
  let root = process.cwd();
  let base = "/";
  /** @type {Set<string>} */
  const references = new Set();
  return {
    name: "architech:lazy-chunk-url",
    configResolved(config) {
      command = config.command;
      root = config.root;
      base = config.base;
    },
    async resolveId(source, importer) {
      if (!source.endsWith(SUFFIX)) return null;
      const target = await this.resolve(source.slice(0, -SUFFIX.length), importer, { skipSelf: true });
      if (!target) this.error(`Cannot find ${source} (imported by ${importer})`);
      return `${PREFIX}${target.id}`;
    },
    load(id, options) {
      if (!id.startsWith(PREFIX)) return null;
      const target = id.slice(PREFIX.length);
      if (command === "build" && !options?.ssr) {
        // An emitted chunk is an entry: "strict" keeps its exports, which only the run-time import uses.
        const ref = this.emitFile({ type: "chunk", id: target, preserveSignature: "strict" });
        references.add(ref);
        return `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      }
      // The dev server (and the server build, which never runs it) serves a source file at its path from the root.
      return `export default ${JSON.stringify(`/${path.relative(root, target).split(path.sep).join("/")}`)};`;
    },
    // From the site's root, not relative to the importing file: a small enough script is inlined
    // into each page, where a relative URL would resolve against the page's own path.
    resolveFileUrl({ referenceId, fileName }) {
      return references.has(referenceId) ? JSON.stringify(`${base}${fileName}`) : null;
    },
  };
}
