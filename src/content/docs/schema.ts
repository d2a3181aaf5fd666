import { z } from "astro/zod";
import { cliCommands, type CliCommandKey } from "@/domain/cli/commands";

const commandKeys = cliCommands.map((command) => command.key) as [CliCommandKey, ...CliCommandKey[]];

/**
 * A documentation page's frontmatter (src/content/docs/docs/…/<page>.md and its French twin under
 * fr/docs/): its title, a one-sentence description (the page's meta description and its line in
 * the docs index) and its place among the pages of its sidebar group (the group is its folder).
 * A CLI reference page names its `command`: its usage, arguments and flags are then written from
 * the CLI table (src/domain/cli/commands.ts) under its title, and its `::cli-arguments` line
 * becomes the tables of its arguments, flags and subcommands.
 */
export const docsPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
  sidebar: z.object({ order: z.number().int().positive() }),
  command: z.enum(commandKeys).optional(),
});
