import { readdirSync, readFileSync } from "node:fs";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { findModuleRecord } from "@/domain/catalog/catalog-records";
import type { ModuleId } from "@/domain/catalog/catalog";
import { cliCommandProblems, cliMentionProblems, cliRunsIn } from "@/test/command-check";
import { CLI_BINARIES } from "@/domain/cli/package";
import { plannedCommandSentences, quotedCliMessages, unknownCliMessages } from "@/test/cli-facts";
import { emptyComposition, resolveComposition, resolvedIds } from "@/domain/genome/resolve-composition";
import { frenchTypographyProblems } from "@/test/french-typography";
import { adapterGroups } from "@/domain/catalog/catalog-ids";
import { docsGroupOfSlug, docsGroups } from "@/domain/docs/docs-groups";

/**
 * The documentation's pages, one Markdown file per language at the same path under `docs/` and
 * `fr/docs/` (the docs collection, src/content.config.ts). Each English page needs its French twin
 * and the reverse, a frontmatter the docs pages use, and text that agrees with the CLI table and the
 * catalogue: a missing translation or a command the CLI lacks fails here, not on the site.
 */

const GROUPS: readonly string[] = docsGroups;
const roots = { en: new URL("./docs/", import.meta.url), fr: new URL("./fr/docs/", import.meta.url) } as const;
type Language = keyof typeof roots;

interface Page {
  path: string;
  data: Record<string, unknown>;
  body: string;
}

function pages(language: Language): Page[] {
  return readdirSync(roots[language], { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((path) => {
      const source = readFileSync(new URL(path, roots[language]), "utf8");
      const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
      if (!match) throw new Error(`${language}/${path} has no frontmatter`);
      return { path, data: load(match[1]!) as Record<string, unknown>, body: match[2]! };
    });
}

const docs = { en: pages("en"), fr: pages("fr") };

/** Fenced code blocks, by language tag (a fence may say more after it: ```sh npm-only); a fence in a list item loses its indentation. */
function codeBlocks(body: string, language: string): string[] {
  return [...body.matchAll(/^([ \t]*)```(\w*)[^\n]*\n([\s\S]*?)^[ \t]*```$/gm)]
    .filter((match) => match[2] === language)
    .map((match) => match[3]!.split("\n").map((line) => (line.startsWith(match[1]!) ? line.slice(match[1]!.length) : line)).join("\n"));
}

/** The prose of a page: fenced blocks dropped, inline code and link targets masked (U+FFFC, which the typography check skips). */
function prose(body: string): string {
  return body
    .replace(/^```[\s\S]*?^```$/gm, "")
    // Callouts (`:::caution[Title]` … `:::`): the title is prose, the markers are not; nor is a `::slot` line.
    .replace(/^::[a-z-]+$/gm, "")
    .replace(/^:::\w+(?:\[(.*)\])?$/gm, "$1")
    .replace(/^:::$/gm, "")
    .replace(/`[^`\n]*`/g, "\ufffc")
    .replace(/\]\([^)\s]*\)/g, "]\ufffc");
}

function links(body: string): string[] {
  return [...body.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((match) => match[1]!);
}

describe("documentation pages", () => {
  it("exist in both languages", () => {
    expect(docs.en.length).toBeGreaterThan(10);
  });

  it("have a French twin for every English page, and the reverse", () => {
    expect(docs.fr.map((page) => page.path)).toEqual(docs.en.map((page) => page.path));
  });

  describe.each(["en", "fr"] as const)("in %s", (language) => {
    it.each(docs[language].map((page) => [page.path, page] as const))("%s has a title, a one-sentence description, a group and a sidebar order", (_path, page) => {
      expect(typeof page.data.title === "string" && page.data.title.trim()).toBeTruthy();
      const description = page.data.description;
      expect(typeof description === "string" && description.trim()).toBeTruthy();
      expect(description as string).toMatch(/[.]$/);
      expect((description as string).slice(0, -1)).not.toMatch(/[.!?]\s/);
      expect(Number.isInteger((page.data.sidebar as { order?: unknown } | undefined)?.order)).toBe(true);
      expect(GROUPS).toContain(docsGroupOfSlug(page.path.replace(/\.md$/, "")));
    });

    it("run the CLI only with commands, flags and arguments of state B's table, in code and in prose", () => {
      const startsRun = (line: string) => CLI_BINARIES.some((binary) => line === binary || line.startsWith(`${binary} `));
      const runs = docs[language].flatMap((page) => [
        // A shell block's lines and a console block's `$ ` lines are runs, checked in full.
        ...codeBlocks(page.body, "sh").flatMap((block) => block.split("\n").filter(startsRun)),
        ...codeBlocks(page.body, "console").flatMap((block) => block.split("\n").filter((line) => line.startsWith("$ ")).map((line) => line.slice(2)).filter(startsRun)),
      ].map((line) => [page.path, line, cliCommandProblems(line)] as const));
      expect(runs.length).toBeGreaterThan(5);
      expect(runs.filter(([, , problems]) => problems.length > 0)).toEqual([]);
      // Prose and inline code may name a command (`architech add`); anything more is a run.
      const named = docs[language].flatMap((page) =>
        cliRunsIn(page.body.replace(/^[ \t]*```[\s\S]*?^[ \t]*```$/gm, ""))
          .filter((run) => run.split(" ").length > 1 && run.split(" ")[1] !== "command")
          .map((run) => [page.path, run, cliMentionProblems(run)] as const),
      );
      expect(named.filter(([, , problems]) => problems.length > 0)).toEqual([]);
    });

    it("quote as the CLI's output only what it printed: facts/CLI-FACTS.md, facts/cli-runs", () => {
      const quoted = docs[language].flatMap((page) => unknownCliMessages(quotedCliMessages(page.body)).map((message) => `${page.path}: ${message}`));
      expect(quoted).toEqual([]);
    });

    it("describe no command as planned: no command's name beside planned, will, prévu or bientôt", () => {
      const planned = docs[language].flatMap((page) => plannedCommandSentences(page.body).map((sentence) => `${page.path}: ${sentence}`));
      expect(planned).toEqual([]);
    });

    it("write genomes state B runs: modules that exist, the framework first, integrators as integrations/<id>, no double quote, $ or backtick", () => {
      const snippets = docs[language].flatMap((page) => codeBlocks(page.body, "ts").filter((code) => code.includes("modules")).map((code) => [page.path, code] as const));
      expect(snippets.length).toBeGreaterThan(3);
      for (const [path, code] of snippets) {
        // The CLI pastes the file into a shell's `tsx -e "…"` (facts/CLI-FACTS.md §8, R3).
        expect(code, path).not.toMatch(/["$`]/);
        const written = [...code.matchAll(/\b'?id'?: '([^']+)'/g)].map((match) => match[1]!);
        expect(written[0], path).toBe("framework/nextjs");
        const ids = written.map((id) => id.replace(/^integrations\//, ""));
        expect(ids.filter((id) => !findModuleRecord(id)), path).toEqual([]);
        const integrators = written.filter((id) => findModuleRecord(id.replace(/^integrations\//, ""))?.category === "integrator");
        expect(integrators.filter((id) => !id.startsWith("integrations/")), path).toEqual([]);
        // The composer's resolution of the snippet's adapters, less the integrators state B cannot run (the status page says which).
        const adapters = ids.filter((id) => findModuleRecord(id)?.category === "adapter") as ModuleId[];
        const resolved = resolvedIds(resolveComposition({ ...emptyComposition(), picked: adapters }));
        expect(resolved.filter((id) => findModuleRecord(id)?.category === "adapter").sort(), path).toEqual([...adapters].sort());
        expect(ids.filter((id) => !resolved.includes(id as ModuleId)), path).toEqual([]);
      }
    });

    it("name only modules the catalogue has, in inline code", () => {
      const idLike = new RegExp(`^(?:(?:${adapterGroups.join("|")})/[a-z0-9-]+|(?:integrations/)?[a-z0-9-]+-integration)$`);
      const named = docs[language].flatMap((page) =>
        [...page.body.matchAll(/`([^`\n]+)`/g)].map((match) => [page.path, match[1]!.replace(/^integrations\//, "")] as const).filter(([, text]) => idLike.test(text)),
      );
      expect(named.length).toBeGreaterThan(10);
      expect(named.filter(([, id]) => !findModuleRecord(id))).toEqual([]);
    });

    it("link to module pages that exist and to documentation pages of their own language", () => {
      const prefix = language === "en" ? "" : "/fr";
      const known = new Set(docs[language].map((page) => `${prefix}/docs/${page.path.replace(/\.md$/, "")}`));
      for (const page of docs[language]) {
        for (const link of links(page.body)) {
          const module = new RegExp(`^${prefix}/marketplace/(.+)$`).exec(link);
          if (module) expect(findModuleRecord(module[1]!), `${page.path}: ${link}`).toBeDefined();
          else if (link.includes("/docs/")) expect(known.has(link), `${page.path}: ${link}`).toBe(true);
          else expect(link.startsWith(`${prefix}/`) || prefix === "", `${page.path}: ${link}`).toBe(true);
        }
      }
    });
  });

  it("follow French typography in French: no-break spaces before : ; ! ? and inside « », typographic apostrophes", () => {
    const problems = docs.fr.flatMap((page) =>
      [String(page.data.title), String(page.data.description), ...prose(page.body).split(/\n{2,}/)].flatMap((text) =>
        frenchTypographyProblems(text).map((problem) => `${page.path}: ${problem}`),
      ),
    );
    expect(problems).toEqual([]);
  });
});
