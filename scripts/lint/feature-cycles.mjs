// @ts-check
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SPECIFIER = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/** @type {Map<string, Map<string, Set<string>>>} the feature folders each feature's files import, per features directory */
const graphs = new Map();

/** The feature a specifier written in `file` points into, or null. */
function featureOf(specifier, file, featuresDir) {
  const target = specifier.startsWith("@/")
    ? path.join(featuresDir, "..", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(file), specifier)
      : null;
  if (!target) return null;
  const relative = path.relative(featuresDir, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const entry = path.join(dir, name);
    if (statSync(entry).isDirectory()) return filesUnder(entry);
    return /\.(ts|tsx|astro)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [entry] : [];
  });
}

/** Which feature folders each feature folder's source imports, read once per lint run. */
function featureGraph(featuresDir) {
  let graph = graphs.get(featuresDir);
  if (graph) return graph;
  graph = new Map();
  for (const feature of readdirSync(featuresDir)) {
    const targets = new Set();
    for (const file of filesUnder(path.join(featuresDir, feature))) {
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(SPECIFIER)) {
        const target = featureOf(specifier, file, featuresDir);
        if (target && target !== feature) targets.add(target);
      }
    }
    graph.set(feature, targets);
  }
  graphs.set(featuresDir, graph);
  return graph;
}

/** A path of imports from `from` back to `to`, or null. */
function pathBetween(graph, from, to, seen = new Set()) {
  if (from === to) return [to];
  if (seen.has(from)) return null;
  seen.add(from);
  for (const next of graph.get(from) ?? []) {
    const rest = pathBetween(graph, next, to, seen);
    if (rest) return [from, ...rest];
  }
  return null;
}

/**
 * `features/no-cycle`: a feature folder may import another only when that one does not, directly
 * or through others, import it back. Tests are left out: they may import what they check.
 * @type {import("eslint").Rule.RuleModule}
 */
const noCycle = {
  meta: { type: "problem", messages: { cycle: "features/{{from}} imports features/{{to}}, which imports it back: {{path}}" }, schema: [] },
  create(context) {
    const file = context.filename;
    const featuresDir = path.join(context.cwd, "src", "features");
    const feature = path.relative(featuresDir, file).split(path.sep)[0];
    if (!feature || feature.startsWith("..") || /\.test\.tsx?$/.test(file)) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== "string") return;
      const target = featureOf(specifier, file, featuresDir);
      if (!target || target === feature) return;
      const back = pathBetween(featureGraph(featuresDir), target, feature);
      if (back) context.report({ node, messageId: "cycle", data: { from: feature, to: target, path: [feature, ...back].join(" -> ") } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

export const featuresPlugin = { rules: { "no-cycle": noCycle } };
