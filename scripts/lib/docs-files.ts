import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import type { DocsFileEntry } from "../../src/domain/docs/docs-index-source";

/** Where the documentation's Markdown lives, per language (the content collection's layout, src/content.config.ts). */
export const DOCS_ROOT = "src/content/docs";
const roots = { en: "docs", fr: "fr/docs" } as const;

export interface DocsFile extends DocsFileEntry {
  /** The file's path from the repository's root. */
  file: string;
  /** Its frontmatter as written. */
  data: Record<string, unknown>;
  /** Its Markdown after the frontmatter. */
  body: string;
}

/** Every documentation file of both languages, with its frontmatter read. */
export function readDocsFiles(root: string = DOCS_ROOT): DocsFile[] {
  return (["en", "fr"] as const).flatMap((locale) => {
    const folder = join(root, roots[locale]);
    return readdirSync(folder, { recursive: true, encoding: "utf8" })
      .filter((path) => path.endsWith(".md"))
      .sort()
      .map((path): DocsFile => {
        const file = join(folder, path);
        const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(file, "utf8"));
        if (!match) throw new Error(`${file} has no frontmatter`);
        const data = (load(match[1]!) ?? {}) as Record<string, unknown>;
        const sidebar = data.sidebar as { order?: unknown } | undefined;
        return {
          file,
          data,
          body: match[2]!,
          slug: path.replace(/\\/g, "/").replace(/\.md$/, ""),
          locale,
          title: String(data.title ?? ""),
          description: String(data.description ?? ""),
          order: Number(sidebar?.order ?? 0),
        };
      });
  });
}
