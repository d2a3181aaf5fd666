import { describe, expect, it } from "vitest";
import { cliReference } from "@/features/cli/cli-commands";
import { locales } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { cliMarkdown } from "./cli-markdown";
import { expectAgentMarkdown } from "@/test/markdown-expectations";

describe.each(locales)("the CLI page as Markdown (%s)", (locale) => {
  const t = getTranslator(locale, "Cli");
  const commands = getTranslator(locale, "CliCommands");
  const markdown = cliMarkdown(locale);
  const prefix = locale === "en" ? "" : "/fr";

  it("has the page's title, and says that no published version installs instead of offering the install", () => {
    expect(markdown.startsWith(`# ${t("title")}\n`)).toBe(true);
    expect(markdown).not.toContain(`\`\`\`sh\n${siteConfig.cli.npmInstallCommand}\n\`\`\``);
    expect(markdown).toContain(`\`${siteConfig.cli.npmInstallCommand}\``);
    expect(markdown).toMatch(new RegExp(`\\]\\(http://[^)]+${prefix}/docs/start/installation\\)`));
    expect(markdown).toMatch(new RegExp(`\\]\\(http://[^)]+${prefix}/docs/status\\)`));
  });

  it("documents every command of the CLI table with its availability, what it does and its usage line", () => {
    expect(markdown).toContain(`| ${t("reference.command")} | ${t("reference.availability")} | ${t("reference.purpose")} | ${t("reference.usage")} |`);
    const keys = { available: "available", "not-implemented": "notImplemented", disabled: "disabled" } as const;
    // A table cell escapes its pipes (`marketplace\|mp`).
    const cell = (text: string) => text.replaceAll("|", "\\|");
    for (const entry of cliReference()) {
      expect(markdown).toContain(`| \`${cell(entry.name)}\` | ${commands(`availability.${keys[entry.availability]}`)} | ${commands(`summaries.${entry.key}`)} | \`${cell(entry.usage)}\` |`);
    }
    expect(markdown).toContain("`-d, --dry-run`");
    expect(markdown).toContain("`install [options] <featureId>`");
    expect(markdown).not.toMatch(/--genome|`architech (generate|enhance|update|create-module|analyze|config)\b/);
  });

  it("quotes the recorded run's lines as text, and gives each workflow step its command as fenced shell code", () => {
    expect(markdown).toContain("```text\n$ architech new saas-starter.genome.ts\n🔍 Validating Genome\n");
    expect(markdown).toContain("🎉 Project created successfully!\n```");
    expect(markdown).toContain("```sh\narchitech new saas-starter.genome.ts --dry-run\n```");
    expect(markdown).toContain("```sh\narchitech new saas-starter.genome.ts\n```");
    expect(markdown).toContain("```sh\ncd saas-starter && npm install --legacy-peer-deps\n```");
    expectAgentMarkdown(markdown);
  });
});
