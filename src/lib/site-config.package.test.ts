import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import packageJson from "../../package.json" with { type: "json" };
import { filesUnder } from "@/test/files-under";
import { siteConfig } from "./site-config";

const root = join(import.meta.dirname, "../..");
const SCANNED = ["src", "messages", "scripts", "tests", "README.md"];
const TEXT = /\.(ts|tsx|astro|mjs|mts|js|json|md|mdx|css|txt)$/;
const SELF = relative(root, import.meta.filename);
const CONFIG = "src/lib/site-config.ts";

/** A package name, or a placeholder filled in by code (`${…}` in a template, `{…}` in an ICU message). */
const NAME = String.raw`(\$\{[^}]*\}|\{[^}]*\}|@?[\w.-]+(?:\/[\w.-]+)?)`;
/** Commands that put a package on the visitor's machine for good, and the package's page on the registry. */
const GLOBAL_INSTALL = new RegExp(
  String.raw`(?:npm\s+(?:install|i|add)\s+(?:-g|--global)|pnpm\s+(?:add|install|i)\s+(?:-g|--global)|yarn\s+global\s+add|bun\s+(?:add|install|i)\s+(?:-g|--global)|npmjs\.com\/package\/)\s*${NAME}`,
  "g",
);
/** Commands that fetch and run a package once. */
const RUN_ONCE = new RegExp(String.raw`(?:\bnpx|pnpm\s+dlx|yarn\s+dlx|\bbunx)\s+(?:--?[\w-]+\s+)*${NAME}`, "g");
/** Names the CLI was given in docs and pages over time, none of them its published package. */
const FORMER_NAMES = /@the-architech\/cli|@architech\/cli|@the-architech-xyz\/cli|(?:npm\s+(?:install|i)\s+(?:-g|--global)|npx)\s+the-architech\b/g;
/** Packages the site's own development runs (`npx tsx scripts/…` in a script's usage line). */
const OWN_TOOLS = new Set(Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }));
const PUBLISHED = siteConfig.cli.packageName;
/**
 * The docs are Markdown a reader copies from, so they write the package out; they also install
 * what the CLI needs beside it (tsx, which runs genome files) and check a genome with TypeScript's tsc.
 */
const DOCS = "src/content/docs/";
const DOCS_REQUIREMENTS = new Set(["tsx", "tsc", PUBLISHED]);
/**
 * What the CLI needs and runs itself, named wherever its runs are described (the docs, the README,
 * check:cli, their tests): tsx runs every genome file, and the modules' blueprints run
 * create-next-app and shadcn through npx (facts/CLI-FACTS.md §8).
 */
const CLI_REQUIREMENTS = new Set(["tsx", "create-next-app", "create-next-app@latest", "shadcn", "shadcn@latest"]);
const COMPONENT = "src/components/example.tsx";

/** Every place in `text` that names a package for a visitor to install, run or open, when it is not the CLI's package as configured. */
function strayPackageReferences(text: string, file: string): string[] {
  const strays = [...text.matchAll(FORMER_NAMES)].map((match) => `a former name of the CLI: ${match[0]}`);
  const placeholder = (name: string) => name.startsWith("{") || name.startsWith("${");
  for (const match of text.matchAll(GLOBAL_INSTALL)) {
    const name = match[1] ?? "";
    // The one literal is the constant itself; everywhere else a command or link is filled in from it.
    const documented = (file.startsWith(DOCS) && DOCS_REQUIREMENTS.has(name)) || CLI_REQUIREMENTS.has(name);
    if (!placeholder(name) && !documented && (name !== PUBLISHED || file !== CONFIG)) strays.push(match[0]);
  }
  for (const match of text.matchAll(RUN_ONCE)) {
    const name = match[1] ?? "";
    const documented = (file.startsWith(DOCS) && DOCS_REQUIREMENTS.has(name)) || CLI_REQUIREMENTS.has(name);
    if (!placeholder(name) && !documented && !OWN_TOOLS.has(name)) strays.push(match[0]);
  }
  // Copy names the package through an ICU argument, so a translation can never hold a stale one.
  if (file.startsWith("messages/") && text.includes(PUBLISHED)) strays.push(`${PUBLISHED} typed in the copy`);
  return strays;
}

describe("the CLI's package name", () => {
  it("is the published one, and the npm command and the registry link derive from it", () => {
    expect(PUBLISHED).toBe("@thearchitech.xyz/cli");
    expect(siteConfig.cli.npmInstallCommand).toBe(`npm install -g ${PUBLISHED}`);
    expect(siteConfig.links.npmPackage).toBe(`https://www.npmjs.com/package/${PUBLISHED}`);
  });

  it("is the only package the source, the copy, the scripts, the tests and the README tell anyone to install, run or open on npm", () => {
    const sources = SCANNED.flatMap((entry) => filesUnder(join(root, entry), TEXT)).map((path) => relative(root, path));
    expect(sources).toContain(CONFIG);
    expect(sources.some((path) => path.startsWith("messages/"))).toBe(true);
    const strays = sources
      .filter((path) => path !== SELF)
      .flatMap((path) => strayPackageReferences(readFileSync(join(root, path), "utf8"), path).map((stray) => `${path}: ${stray}`));
    expect(strays).toEqual([]);
  });

  it("flags every spelling the CLI was ever given, a literal where the constant belongs, and a copy that types the package", () => {
    expect(strayPackageReferences("npm install -g @the-architech/cli", COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences("npx @architech/cli list", COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences("npm install -g @the-architech-xyz/cli", COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences("npm install -g the-architech", COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences("npm i --global the-architech-xyz/cli", COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences("https://www.npmjs.com/package/the-architech", COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences(`pnpm add -g ${PUBLISHED}`, COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences(`npx ${PUBLISHED} new`, COMPONENT)).not.toEqual([]);
    expect(strayPackageReferences(`{ "install": "Run npm install -g ${PUBLISHED}" }`, "messages/fr.json")).not.toEqual([]);
  });

  it("lets the docs write out the package and the tools the CLI needs, and nothing else", () => {
    expect(strayPackageReferences(`npm install -g ${PUBLISHED} tsx`, `${DOCS}docs/start/installation.md`)).toEqual([]);
    expect(strayPackageReferences("npx tsc --noEmit my-app.genome.ts", `${DOCS}docs/troubleshooting/errors.md`)).toEqual([]);
    expect(strayPackageReferences("npm install -g @the-architech/cli", `${DOCS}docs/start/installation.md`)).not.toEqual([]);
    expect(strayPackageReferences("npx create-next-app@latest .", `${DOCS}docs/status.md`)).toEqual([]);
    expect(strayPackageReferences("npx create-react-app", `${DOCS}docs/start/installation.md`)).not.toEqual([]);
  });

  it("lets through the constant, ICU arguments, the site's own tools and plain npm scripts", () => {
    expect(strayPackageReferences("const CLI = \"x\";\nnpmInstallCommand: `npm install -g ${CLI}`", CONFIG)).toEqual([]);
    expect(strayPackageReferences(`{ "install": "Run npm install -g {package}" }`, "messages/en.json")).toEqual([]);
    expect(strayPackageReferences("npx tsx scripts/bench-search.ts [origin]", "scripts/bench-search.ts")).toEqual([]);
    expect(strayPackageReferences("npm install && npm start; npm run dev", "README.md")).toEqual([]);
    expect(strayPackageReferences("https://github.com/the-architech-xyz/cli", COMPONENT)).toEqual([]);
  });
});
