import { describe, expect, it } from "vitest";
import { cliReference } from "@/features/cli/cli-commands";
import { locales } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { cliMarkdown } from "./cli-markdown";
import { expectAgentMarkdown } from "./markdown-expectations";

describe.each(locales)("the CLI page as Markdown (%s)", (locale) => {
  const t = getTranslator(locale, "Cli");
  const commands = getTranslator(locale, "CliCommands");
  const markdown = cliMarkdown(locale);

  it("has the page's title and the install command", () => {
    expect(markdown.startsWith(`# ${t("title")}\n`)).toBe(true);
    expect(markdown).toContain(`\`\`\`sh\n${siteConfig.cli.npmInstallCommand}\n\`\`\``);
  });

  it("documents every command of the CLI table with its availability, and a usage only for those that work", () => {
    expect(markdown).toContain(`| ${t("reference.command")} | ${t("reference.availability")} | ${t("reference.purpose")} | ${t("reference.usage")} |`);
    for (const entry of cliReference()) {
      const usage = entry.usage ? `\`${entry.usage}\`` : "";
      expect(markdown).toContain(`| \`${entry.name}\` | ${commands(`availability.${entry.availability === "in-development" ? "inDevelopment" : entry.availability}`)} | ${commands(`summaries.${entry.key}`)} | ${usage} |`);
    }
    expect(markdown).toContain("`-g, --genome <name-or-path>`");
    expect(markdown).not.toMatch(/`architech (add|generate|enhance|update|create-module)\b/);
  });

  it("gives each workflow step its command as fenced shell code, and is clean Markdown", () => {
    expect(markdown).toContain("```sh\narchitech new --genome saas-starter.genome.ts\n```");
    expect(markdown).toContain("```sh\ncd saas-starter && npm install\n```");
    expectAgentMarkdown(markdown);
  });
});
