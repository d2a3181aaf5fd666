// @ts-check
import path from "node:path";

/**
 * The layers of src (README, "Architecture"), by folder: what each may not import, the layers
 * above it. Checked on the file an import resolves to, whether written with the `@/` alias or a
 * relative path, so `../lib/routes` from src/i18n fails as `@/lib/routes` does.
 */
const ABOVE_SHARED = ["features", "pages", "layouts"];
const ABOVE_DOMAIN = [...ABOVE_SHARED, "lib", "components", "hooks", "server", "env"];
const FORBIDDEN = {
  domain: ABOVE_DOMAIN,
  content: ABOVE_DOMAIN,
  i18n: [...ABOVE_DOMAIN, "domain", "content"],
  lib: ABOVE_SHARED,
  components: ABOVE_SHARED,
  hooks: ABOVE_SHARED,
  server: ABOVE_SHARED,
};

/** Folders whose code may run in the browser: none of them imports src/server (Node code). */
const BROWSER = ["lib", "components", "hooks", "features", "layouts", "pages", "domain", "content", "i18n", "styles"];

/** Test scaffolding: tests, their helpers and fixtures. Source outside it never imports it. */
export function isTestCode(relativeFile) {
  const file = relativeFile.split(path.sep).join("/");
  return (
    /\.test(-d)?(\.(ts|tsx|mts))?$/.test(file) ||
    /\.fixture(\.(ts|tsx|mts))?$/.test(file) ||
    file.startsWith("src/test/") ||
    file.startsWith("tests/")
  );
}

/** The repository path (posix) a specifier written in `file` points at, or null for a package. */
export function resolveSpecifier(specifier, file, root) {
  const absolute = specifier.startsWith("@/")
    ? path.join(root, "src", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  return absolute === null ? null : path.relative(root, absolute).split(path.sep).join("/");
}

/** The src folder (layer) a repository path lies in: "lib", "server", "env" (src/env.ts)…, or null. */
function layerOf(relative) {
  const match = /^src\/([^/]+?)(?:\.[a-z]+)?(?:\/|$)/.exec(relative);
  return match ? match[1] : null;
}

/** Why importing `target` from `source` (both repository paths) breaks the structure, or null. */
export function violation(source, target) {
  if (isTestCode(target) && !isTestCode(source)) return "test scaffolding, which only tests import";
  const from = layerOf(source);
  const to = layerOf(target);
  if (!from || !to || from === to) return null;
  if (to === "server" && BROWSER.includes(from) && !source.startsWith("src/pages/api/")) {
    return "src/server (Node code), which browser code never imports";
  }
  const above = FORBIDDEN[/** @type {keyof typeof FORBIDDEN} */ (from)];
  if (above?.includes(to)) return `src/${to} lies above src/${from}; layers import only the ones below them`;
  return null;
}

/**
 * `structure/layers`: the layers point down, browser code never reaches src/server, source never
 * reaches test scaffolding, all on resolved paths.
 * @type {import("eslint").Rule.RuleModule}
 */
const layers = {
  meta: { type: "problem", messages: { layer: "{{source}} may not import {{target}}: {{why}}." }, schema: [] },
  create(context) {
    const root = context.cwd;
    // An .astro file's <script> is linted as a virtual file inside it: judge the .astro file.
    const file = context.physicalFilename;
    const source = path.relative(root, file).split(path.sep).join("/");
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = resolveSpecifier(specifier, file, root);
      const why = target && violation(source, target);
      if (why) context.report({ node, messageId: "layer", data: { source, target: specifier, why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export const structurePlugin = { rules: { layers } };
