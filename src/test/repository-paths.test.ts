import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { filesUnder } from "./files-under";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["src", "scripts", "integrations", "tests", "messages", "drizzle", "facts", "public", ".ci"];
const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
/** Paths in the projects the CLI generates, which comments name too. */
const GENERATED_PROJECT = ["src/app"];
const EXTENSIONS = [".ts", ".tsx", ".mts", ".mjs", ".astro", ".json", ".css", "/index.ts"];

/** The comments of a source file: `//` lines, `/* … *\/` blocks and `<!-- … -->`. */
function commentsOf(text: string): string {
  const comments = [...text.matchAll(/\/\*[\s\S]*?\*\/|(?:^|[\s;,{(])\/\/[^\n]*|<!--[\s\S]*?-->/g)].map((match) => match[0]);
  return comments.join("\n");
}

/**
 * The repository paths a text names: `src/…`, `scripts/…` and the other top folders with a file
 * extension or a closing slash, and `@/…` aliases. Placeholders (`<id>`, `*`, `{a,b}`) are not paths.
 */
function pathsNamedIn(text: string): string[] {
  const folders = FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|");
  const named = new RegExp(`(?<![\\w./@-])(?:@/|(?:${folders})/)[\\w./[\\]-]*`, "g");
  return [...text.matchAll(named)]
    .map((match) => match[0].replace(/[.,]+$/, ""))
    .filter((name) => !/[<*{]/.test(name) && !GENERATED_PROJECT.includes(name))
    .filter((name) => name.startsWith("@/") || name.startsWith("src/") || name.endsWith("/") || /\.[a-z]+$/.test(name));
}

function exists(name: string): boolean {
  const file = path.join(ROOT, name.startsWith("@/") ? `src/${name.slice(2)}` : name);
  return existsSync(file) || EXTENSIONS.some((extension) => existsSync(`${file}${extension}`));
}

describe("paths named in comments and the README", () => {
  const texts = [
    { file: "README.md", text: readFileSync(path.join(ROOT, "README.md"), "utf8") },
    ...["src", "scripts", "integrations", "tests"].flatMap((folder) =>
      filesUnder(path.join(ROOT, folder), SOURCE).map((file) => ({ file: path.relative(ROOT, file), text: commentsOf(readFileSync(file, "utf8")) })),
    ),
    ...["astro.config.mjs", "eslint.config.mjs", "vitest.config.ts", "vitest.server.config.ts", "playwright.config.ts"].map((file) => ({
      file,
      text: commentsOf(readFileSync(path.join(ROOT, file), "utf8")),
    })),
  ];

  it("finds paths to check", () => {
    expect(texts.flatMap(({ text }) => pathsNamedIn(text)).length).toBeGreaterThan(100);
  });

  it("names only files and folders that exist", () => {
    const missing = texts.flatMap(({ file, text }) => pathsNamedIn(text).filter((name) => !exists(name)).map((name) => `${file}: ${name}`));
    expect(missing).toEqual([]);
  });
});
