// @ts-check
import path from "node:path";
import { moduleGraph } from "./island-preloads.mjs";

const SUFFIX = "?lazy-url";
const PREFIX = "\0lazy-url:";
const IMPORTS_SUFFIX = "?lazy-imports";
const IMPORTS_PREFIX = "\0lazy-imports:";
/** Stands for a chunk's imports until the bundle's chunks are known (renderChunk below). */
const IMPORTS_MARKER = /(["'`])architech-lazy-imports:([\w$-]+)\1/g;

/**
 * `import url from "./module?lazy-url"` gives the URL of `module` built as a chunk of its own, for
 * a script to `import(url)` when it first needs it. A plain `import("./module")` would do the same,
 * but Vite then wraps it in its preload helper, a shared chunk the importing script would load
 * with the page: the site-chrome script must stay one small file.
 * `import urls from "./module?lazy-imports"` gives the URLs of the chunks that chunk imports, for
 * the script to preload alongside it: otherwise the browser finds them only once the chunk has come
 * and been parsed, a second round trip on the way to a first interaction.
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
      const [suffix, prefix] = source.endsWith(SUFFIX) ? [SUFFIX, PREFIX] : source.endsWith(IMPORTS_SUFFIX) ? [IMPORTS_SUFFIX, IMPORTS_PREFIX] : [];
      if (!suffix || !prefix) return null;
      const target = await this.resolve(source.slice(0, -suffix.length), importer, { skipSelf: true });
      if (!target) this.error(`Cannot find ${source} (imported by ${importer})`);
      return `${prefix}${target.id}`;
    },
    load(id, options) {
      const imports = id.startsWith(IMPORTS_PREFIX);
      if (!imports && !id.startsWith(PREFIX)) return null;
      const target = id.slice(imports ? IMPORTS_PREFIX.length : PREFIX.length);
      if (command === "build" && !options?.ssr) {
        // An emitted chunk is an entry: "strict" keeps its exports, which only the run-time import uses.
        // Emitting the same module twice gives the same chunk.
        const ref = this.emitFile({ type: "chunk", id: target, preserveSignature: "strict" });
        references.add(ref);
        return imports ? `export default "architech-lazy-imports:${ref}";` : `export default import.meta.ROLLUP_FILE_URL_${ref};`;
      }
      // The dev server loads a module's imports itself, as it serves them.
      if (imports) return "export default [];";
      // The dev server (and the server build, which never runs it) serves a source file at its path from the root.
      return `export default ${JSON.stringify(`/${path.relative(root, target).split(path.sep).join("/")}`)};`;
    },
    // From the site's root, not relative to the importing file: a small enough script is inlined
    // into each page, where a relative URL would resolve against the page's own path.
    resolveFileUrl({ referenceId, fileName }) {
      return references.has(referenceId) ? JSON.stringify(`${base}${fileName}`) : null;
    },
    // The chunks' names here still hold placeholders for their hashes; Rollup puts the hashes in afterwards.
    renderChunk(code, _chunk, _options, meta) {
      if (!code.includes("architech-lazy-imports:")) return null;
      return code.replace(IMPORTS_MARKER, (_match, _quote, ref) => {
        const urls = moduleGraph([this.getFileName(ref)], (fileName) => meta.chunks[fileName]?.imports ?? []).map((fileName) => `${base}${fileName}`);
        return JSON.stringify(urls);
      });
    },
  };
}
