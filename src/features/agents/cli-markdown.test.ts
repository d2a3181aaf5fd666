import { describe, expect, it } from "vitest";
import { cliCommands } from "@/features/cli/cli-commands";
import { locales } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { siteConfig } from "@/lib/site-config";
import { cliMarkdown } from "./cli-markdown";
import { expectAgentMarkdown } from "./markdown-expectations";

describe.each(locales)("the CLI page as Markdown (%s)", (locale) => {
  const t = getTranslator(locale, "Cli");
  const markdown = cliMarkdown(locale);

  it("has the page's title and the install command", () => {
    expect(markdown.startsWith(`# ${t("title")}\n`)).toBe(true);
    expect(markdown).toContain(`\`\`\`sh\n${siteConfig.cli.installCommand}\n\`\`\``);
  });

  it("documents every command of the reference in a table, with its example", () => {
    expect(markdown).toContain(`| ${t("reference.command")} | ${t("reference.purpose")} | ${t("reference.example")} |`);
    for (const entry of cliCommands)
      expect(markdown).toContain(`| \`${entry.command}\` | ${t(`reference.${entry.key}`)} | \`${entry.example}\` |`);
  });

  it("gives each workflow step its command as fenced shell code, and is clean Markdown", () => {
    expect(markdown).toContain("```sh\narchitech add email/resend\n```");
    expectAgentMarkdown(markdown);
  });
});
