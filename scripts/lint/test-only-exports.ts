import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { isTestCode, resolveSpecifier } from "./layers.mjs";

/**
 * Exports of source modules (src/, scripts/, integrations/) that only tests import: test helpers
 * living in source, dead code kept alive by its own test, or internal steps exported for a test.
 * Read from the syntax of every file (no type checking), with imports resolved to repository paths.
 */
export interface TestOnlyExport {
  file: string;
  name: string;
  /** The tests that import it, directly or through a barrel. */
  importers: string[];
  /** Whether its own module uses it too (an internal step), or nothing but tests does. */
  usedInside: boolean;
  /** A barrel's `export { name } from "./module"`, not the declaration. */
  reexport: boolean;
}

type Entry = { local: string } | { from: string; name: string };
interface Module {
  exports: Map<string, Entry>;
  starFrom: string[];
}

const CODE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SOURCE_ROOTS = ["src/", "scripts/", "integrations/"];
const SKIPPED_DIRS = new Set(["node_modules", "dist", "public", "reports", "test-results", "playwright-report", "drizzle"]);
const ALL = "*";

/** An .astro file's TypeScript: its frontmatter and its <script> bodies. */
function astroCode(text: string): string {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "";
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return [frontmatter, ...scripts].join("\n;\n");
}

function parse(file: string, text: string): ts.SourceFile {
  const code = file.endsWith(".astro") ? astroCode(text) : text;
  const kind = /\.(mjs|js)$/.test(file) ? ts.ScriptKind.JS : file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
}

/** The repository file a specifier written in `file` names, or null for a package or an asset. */
function resolver(files: ReadonlySet<string>) {
  const endings = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", ".astro", "/index.ts", "/index.tsx"];
  return (specifier: string, file: string): string | null => {
    const base = resolveSpecifier(specifier, `/${file}`, "/");
    if (base === null) return null;
    const stem = base.replace(/\.js$/, "");
    return endings.map((ending) => stem + ending).find((candidate) => files.has(candidate) && CODE.test(candidate)) ?? null;
  };
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const isDefault = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names `ns.x` reads of a namespace `ns`, or ALL when `ns` escapes as a value. */
function namespaceReads(source: ts.SourceFile, namespace: ts.Identifier): string[] {
  const reads: string[] = [];
  let escapes = false;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === namespace.text && node !== namespace) {
      const parent = node.parent;
      if ((ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) && parent.getChildAt(0) === node) {
        reads.push(ts.isPropertyAccessExpression(parent) ? parent.name.text : parent.right.text);
      } else escapes = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return escapes ? [ALL] : reads;
}

/** The names an `import("x")` call reads: `(await import("x")).a`, `const { a } = await import("x")`, or ALL. */
function dynamicReads(call: ts.Node): string[] {
  const awaited = ts.isAwaitExpression(call.parent) ? call.parent : call;
  const parent = ts.isParenthesizedExpression(awaited.parent) ? awaited.parent.parent : awaited.parent;
  if (ts.isPropertyAccessExpression(parent)) return [parent.name.text];
  if (ts.isVariableDeclaration(parent) && ts.isObjectBindingPattern(parent.name)) {
    const names = parent.name.elements.map((element) => (element.propertyName ?? element.name).getText());
    if (parent.name.elements.every((element) => !element.dotDotDotToken)) return names;
  }
  return [ALL];
}

/** Whether `local` is read in its own module beyond its declaration and export. */
function usedInside(source: ts.SourceFile, local: string): boolean {
  let uses = 0;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === local) {
      const parent = node.parent;
      // A declaration's or a property's own name (`x.local`, `A.local`) is no read of `local`.
      const isName = "name" in parent && parent.name === node && !ts.isShorthandPropertyAssignment(parent);
      const isRight = ts.isQualifiedName(parent) && parent.right === node;
      if (!isName && !isRight && !ts.isExportSpecifier(parent)) uses++;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses > 0;
}

/** Every test-only export among `texts` (repository path → file text). */
export function findTestOnlyExports(texts: ReadonlyMap<string, string>): TestOnlyExport[] {
  const resolve = resolver(new Set(texts.keys()));
  const modules = new Map<string, Module>();
  const sources = new Map<string, ts.SourceFile>();
  const uses = new Map<string, Map<string, Set<string>>>();
  const use = (target: string, name: string, importer: string) => {
    const byName = uses.get(target) ?? new Map<string, Set<string>>();
    uses.set(target, byName);
    byName.set(name, (byName.get(name) ?? new Set()).add(importer));
  };

  for (const [file, text] of texts) {
    if (!CODE.test(file)) continue;
    const source = parse(file, text);
    sources.set(file, source);
    const module: Module = { exports: new Map(), starFrom: [] };
    modules.set(file, module);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const [specifier, query] = node.moduleSpecifier.text.split("?");
        const target = resolve(specifier!, file);
        const clause = node.importClause;
        // `?lazy-url` (integrations/lazy-chunk-url-plugin.mjs): the page loads the module's chunk and reads what it exports.
        if (target && query === "lazy-url") use(target, ALL, file);
        else if (target && clause && query === undefined) {
          if (clause.name) use(target, "default", file);
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) namespaceReads(source, bindings.name).forEach((name) => use(target, name, file));
          else bindings?.elements.forEach((element) => use(target, (element.propertyName ?? element.name).text, file));
        }
      } else if (ts.isExportDeclaration(node)) {
        const target = node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) ? resolve(node.moduleSpecifier.text, file) : null;
        const clause = node.exportClause;
        if (!clause && target) module.starFrom.push(target);
        else if (clause && ts.isNamedExports(clause)) {
          for (const element of clause.elements) {
            const inner = (element.propertyName ?? element.name).text;
            if (node.moduleSpecifier) {
              if (target) module.exports.set(element.name.text, { from: target, name: inner });
            } else module.exports.set(element.name.text, { local: inner });
          }
        }
      } else if (ts.isExportAssignment(node)) {
        module.exports.set("default", { local: "default" });
      } else if (isExported(node)) {
        if (isDefault(node)) module.exports.set("default", { local: "default" });
        else if (ts.isVariableStatement(node)) {
          for (const declaration of node.declarationList.declarations) {
            if (ts.isIdentifier(declaration.name)) module.exports.set(declaration.name.text, { local: declaration.name.text });
          }
        } else if ("name" in node && node.name && ts.isIdentifier(node.name as ts.Node)) {
          const name = (node.name as ts.Identifier).text;
          module.exports.set(name, { local: name });
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        const target = specifier && ts.isStringLiteral(specifier) ? resolve(specifier.text, file) : null;
        if (target) dynamicReads(node).forEach((name) => use(target, name, file));
      } else if (ts.isNewExpression(node) && node.expression.getText() === "URL" && node.arguments?.[1]?.getText() === "import.meta.url") {
        // `new URL("./x.ts", import.meta.url)`: a file handed to a tool by path, Astro's client directive entrypoint.
        const [specifier] = node.arguments;
        const target = ts.isStringLiteral(specifier!) ? resolve(specifier.text, file) : null;
        if (target) use(target, ALL, file);
      } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
        const target = resolve(node.argument.literal.text, file);
        const qualifier = node.qualifier;
        if (target) use(target, qualifier ? (ts.isIdentifier(qualifier) ? qualifier.text : (qualifier.getText().split(".")[0] ?? ALL)) : ALL, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  // The barrels that pass (file, name) on: `export { name as exported } from "file"` or `export * from "file"`.
  const passedOn = new Map<string, [string, string][]>();
  for (const [barrel, module] of modules) {
    for (const [exported, entry] of module.exports) {
      if ("from" in entry) passedOn.set(`${entry.from}#${entry.name}`, [...(passedOn.get(`${entry.from}#${entry.name}`) ?? []), [barrel, exported]]);
    }
  }
  const starBarrels = (file: string) => [...modules].filter(([, module]) => module.starFrom.includes(file)).map(([barrel]) => barrel);

  // Who imports (file, name): directly, through a namespace read, or through any barrel passing it on.
  const importersOf = (file: string, name: string, seen = new Set<string>()): Set<string> => {
    const found = new Set<string>();
    if (seen.has(`${file}#${name}`)) return found;
    seen.add(`${file}#${name}`);
    const byName = uses.get(file);
    [...(byName?.get(name) ?? []), ...(byName?.get(ALL) ?? [])].forEach((importer) => found.add(importer));
    const barrels: [string, string][] = [...(passedOn.get(`${file}#${name}`) ?? [])];
    for (const barrel of starBarrels(file)) if (!modules.get(barrel)?.exports.has(name)) barrels.push([barrel, name]);
    for (const [barrel, exported] of barrels) importersOf(barrel, exported, seen).forEach((importer) => found.add(importer));
    found.delete(file);
    return found;
  };

  const found: TestOnlyExport[] = [];
  for (const [file, module] of modules) {
    const isSource = SOURCE_ROOTS.some((root) => file.startsWith(root)) && !isTestCode(file) && !file.endsWith(".astro") && !/\.d\.m?ts$/.test(file);
    if (!isSource) continue;
    for (const [name, entry] of module.exports) {
      const importers = [...importersOf(file, name)].sort();
      if (importers.length === 0 || !importers.every((importer) => isTestCode(importer))) continue;
      const inside = "local" in entry ? entry.local !== "default" && usedInside(sources.get(file)!, entry.local) : false;
      found.push({ file, name, importers, usedInside: inside, reexport: "from" in entry });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

/** The repository's code files (repository path → text), without dependencies or build output. */
export function readRepository(root: string): Map<string, string> {
  const texts = new Map<string, string>();
  const walk = (relative: string) => {
    for (const entry of readdirSync(path.join(root, relative), { withFileTypes: true })) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory() && !entry.name.startsWith(".") && !SKIPPED_DIRS.has(entry.name)) walk(child);
      else if (entry.isFile() && CODE.test(entry.name)) texts.set(child, readFileSync(path.join(root, child), "utf8"));
    }
  };
  walk("");
  return texts;
}

// `tsx scripts/lint/test-only-exports.ts`: the list, one export a line.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename) && existsSync("package.json")) {
  const found = findTestOnlyExports(readRepository(process.cwd()));
  for (const { file, name, importers, usedInside, reexport } of found) {
    console.log(`${file} ${name} ${reexport ? "(re-export)" : usedInside ? "(used inside)" : "(used nowhere else)"} <- ${importers.join(", ")}`);
  }
  const nowhere = found.filter((entry) => !entry.usedInside && !entry.reexport).length;
  console.log(`${found.length} exports used only by tests, ${nowhere} of them used nowhere else.`);
}
