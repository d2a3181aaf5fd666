import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { filesUnder } from "./files-under";
import { describe, expect, it } from "vitest";
import { genomeById, genomeIds, moduleIds } from "@/domain/catalog/catalog";
import { cliMentionProblems, cliRunsIn, type CliCheckOptions } from "@/test/command-check";
import { catalogJson } from "@/features/agents/catalog-json";
import { cliMarkdown } from "@/features/agents/cli-markdown";
import { genomeMarkdown } from "@/features/agents/genome-markdown";
import { lightpaperMarkdown } from "@/features/agents/lightpaper-markdown";
import { llmsTxt } from "@/features/agents/llms-txt";
import { moduleMarkdown } from "@/features/agents/module-markdown";
import { whitepaperMarkdown } from "@/features/agents/whitepaper-markdown";
import { composerProps } from "@/features/compose/compose-props";
import { demoProps } from "@/features/demo/demo-props";
import { moduleFacts } from "@/features/modules/module-facts";
import { locales, type Locale } from "@/i18n/routing";
import { Audience } from "@/pages/[...locale]/_sections/audience";
import { Cta } from "@/pages/[...locale]/_sections/cta";
import { Faq } from "@/pages/[...locale]/_sections/faq";
import { Hero } from "@/pages/[...locale]/_sections/hero";
import { HowItWorks } from "@/pages/[...locale]/_sections/how-it-works";
import { Products } from "@/pages/[...locale]/_sections/products";
import { CliHero } from "@/pages/[...locale]/cli/_sections/cli-hero";
import { CliResources } from "@/pages/[...locale]/cli/_sections/cli-resources";
import { CliSteps } from "@/pages/[...locale]/cli/_sections/cli-steps";
import { CommandReference } from "@/pages/[...locale]/cli/_sections/command-reference";
import { RoleExperience } from "@/pages/[...locale]/for-teams/_sections/role-experience";
import { ModuleHero } from "@/pages/[...locale]/marketplace/[...id]/_sections/module-hero";
import { InstallCliSection } from "@/pages/[...locale]/solutions/_sections/install-cli-section";
import { HowItWorksSection } from "@/pages/[...locale]/solutions/[id]/_sections/how-it-works-section";
import { documentContents } from "./documents";
import { plannedCommandSentences, quotedCliMessages, quotedCliMessagesInText, unknownCliMessages } from "./cli-facts";

const root = join(import.meta.dirname, "../..");

/**
 * Words that follow the binary's name in prose, where it names the tool rather than runs it
 * ("gives you the architech command"). Anything else after `architech` is read as a command.
 */
const PROSE = new Set(["command"]);

/** The text a visitor reads in some HTML: inline markup joined, blocks on their own lines, entities decoded. */
function pageText(markup: string): string {
  return markup
    .replace(/<\/(p|li|div|dd|dt|pre|code|h[1-6]|td|th|figcaption|section|article)>|<br\s*\/?>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&");
}

const html = (element: ReactElement) => pageText(renderToStaticMarkup(element));

/**
 * The CLI page's texts, which show every command of state B with what it does when run: each run
 * they show must fit the table, but may be one of a command that does not do its work.
 */
function cliPageTexts(locale: Locale): Record<string, string> {
  return {
    "CLI page hero": html(<CliHero locale={locale} />),
    "CLI page steps": html(<CliSteps locale={locale} />),
    "CLI page reference": html(<CommandReference locale={locale} />),
    "CLI page resources": html(<CliResources locale={locale} />),
    // A Markdown table escapes its pipes (`marketplace\|mp`).
    "CLI page twin": cliMarkdown(locale).replaceAll("\\|", "|"),
  };
}

/** Every other text of the site that can show a command, by where it comes from, for one language: each offers what it shows to run. */
function renderedTexts(locale: Locale): Record<string, string> {
  const { lightpaper, whitepaper } = documentContents(locale);
  return {
    "landing hero": html(<Hero locale={locale} />),
    "landing how it works": html(<HowItWorks locale={locale} />),
    "landing terminal": html(<Audience locale={locale} />),
    "landing products": html(<Products locale={locale} />),
    "landing FAQ": html(<Faq locale={locale} />),
    "landing call to action": html(<Cta locale={locale} />),
    "landing demo": demoProps(locale).title,
    "composer page": Object.values(composerProps(locale).heading).join("\n"),
    "composer's Run it": composerProps(locale).labels.outputs.command,
    "solutions page": html(<InstallCliSection locale={locale} />),
    "for teams page": html(<RoleExperience locale={locale} />),
    ...Object.fromEntries(genomeIds.map((id) => [`genome page ${id}`, html(<HowItWorksSection locale={locale} genome={genomeById(id)} />)])),
    ...Object.fromEntries(moduleIds.map((id) => [`module page ${id}`, html(<ModuleHero locale={locale} facts={moduleFacts(locale, id)} />)])),
    ...Object.fromEntries(genomeIds.map((id) => [`genome twin ${id}`, genomeMarkdown(locale, id)])),
    ...Object.fromEntries(moduleIds.map((id) => [`module twin ${id}`, moduleMarkdown(locale, id)])),
    "product brief twin": lightpaperMarkdown(lightpaper, locale),
    "white paper twin": whitepaperMarkdown(whitepaper),
    "llms.txt": llmsTxt(locale),
  };
}

/**
 * The runs of the CLI in some text that state B's table does not support, with what is wrong. A
 * command's bare name (`architech add`) names it; anything more is a run. With `working`, a run of
 * a command that does not do its work at state B is wrong too.
 */
function unsupported(text: string, options: CliCheckOptions = { working: true }): string[] {
  return cliRunsIn(text)
    .filter((run) => {
      const [, first] = run.split(" ");
      return first !== undefined && !PROSE.has(first);
    })
    .flatMap((run) => cliMentionProblems(run, options).map((problem) => `${run}: ${problem}`));
}

describe("every CLI command the site shows", () => {
  for (const locale of locales) {
    it(`names a command of state B with its flags and arguments, and offers to run only one that works (${locale})`, () => {
      const texts = renderedTexts(locale);
      const cliPage = cliPageTexts(locale);
      const problems = [
        ...Object.entries(texts).flatMap(([where, text]) => unsupported(text).map((problem) => `${where}: ${problem}`)),
        ...Object.entries(cliPage).flatMap(([where, text]) => unsupported(text, { working: false }).map((problem) => `${where}: ${problem}`)),
      ];
      expect(problems).toEqual([]);
      // The check reads what it should: the pages that show `new` show it in full.
      const runs = [...Object.values(texts), ...Object.values(cliPage)].flatMap(cliRunsIn);
      expect(runs).toContain("architech new saas-starter.genome.ts");
      expect(runs.filter((run) => /^architech new \S+\.genome\.ts$/.test(run)).length).toBeGreaterThan(genomeIds.length * 2);
    });

    it(`on the CLI page and its twin, quotes as the CLI's output only what it printed, and describes no command as planned (${locale})`, () => {
      const cliPage = cliPageTexts(locale);
      const twin = cliPage["CLI page twin"]!;
      const quoted = [
        ...Object.entries(cliPage).flatMap(([where, text]) => quotedCliMessagesInText(text).map((message) => [where, message] as const)),
        ...quotedCliMessages(twin).map((message) => ["CLI page twin", message] as const),
      ];
      expect(quoted.length).toBeGreaterThan(4);
      expect(quoted.filter(([, message]) => unknownCliMessages([message]).length > 0)).toEqual([]);
      expect(plannedCommandSentences(twin)).toEqual([]);
      for (const [where, text] of Object.entries(cliPage)) {
        expect(text, where).not.toMatch(/\b(planned|coming soon)\b|prévue?s?\b|bientôt/i);
      }
    });
  }

  it("in the messages, the documents and the public catalogue as written", () => {
    const sources = [
      ...filesUnder(join(root, "messages"), /\.json$/),
      // The docs name commands in their prose ("`architech add` stops with an error"); their runs, in
      // code blocks, are checked by src/content/docs/docs-pages.test.ts.
      ...filesUnder(join(root, "src/content"), /\.mdx?$/).filter((path) => !relative(root, path).startsWith("src/content/docs/")),
    ].map((path) => [relative(root, path), readFileSync(path, "utf8")] as const);
    const problems = [...sources, ["catalog.json", JSON.stringify(catalogJson())] as const].flatMap(([where, text]) =>
      unsupported(text).map((problem) => `${where}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it("is built by the CLI table's functions: no other code spells the binary", () => {
    const sources = filesUnder(join(root, "src"), /\.(ts|tsx|astro)$/)
      .map((path) => relative(root, path))
      // The docs index copies the docs pages' titles ("architech new"), generated from their Markdown.
      .filter((path) => !path.startsWith("src/domain/cli/") && path !== "src/domain/docs/docs-index.ts" && !/\.test\.tsx?$/.test(path));
    // Comments may name a command; code may not build one.
    const code = (path: string) => readFileSync(join(root, path), "utf8").replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, "$1");
    const spelled = sources.filter((path) => /\bCLI_BINARY\b|["'`]architech\s/.test(code(path)));
    expect(spelled).toEqual([]);
  });

  it("would catch a command the CLI does not have, a flag of a later state, and a command offered that does not do its work", () => {
    expect(unsupported("Scaffold it with architech create-module, then test it.")).not.toEqual([]);
    expect(unsupported("$ architech add email/resend")).not.toEqual([]);
    expect(unsupported("$ architech add email/resend", { working: false })).toEqual([]);
    expect(unsupported("architech new --genome a.genome.ts")).not.toEqual([]);
    expect(unsupported("architech analyze https://github.com/acme/app")).not.toEqual([]);
    expect(unsupported("gives you the architech command. Run architech --help")).toEqual([]);
    expect(unsupported("- [architech analyze](https://example.com/docs/reference/cli/analyze.md): clones a repository")).toEqual([]);
  });
});
