import { siteConfig } from "@/lib/site-config";

/**
 * What the CLI page lists, in order, shared by its sections and its Markdown twin. The text of
 * each item is in the "Cli" messages under its key.
 */
export const cliStepKeys = ["genome", "new", "install"] as const;
export const cliReasonKeys = ["ci", "control", "speed"] as const;
export const cliRequirementKeys = ["node", "tsx", "packageManager", "git", "os"] as const;
export const cliResourceLinks = [
  { key: "docs", href: siteConfig.links.docs },
  { key: "repo", href: siteConfig.links.cliRepo },
  { key: "npm", href: siteConfig.links.npmPackage },
] as const;

export type CliStepKey = (typeof cliStepKeys)[number];
export type CliReasonKey = (typeof cliReasonKeys)[number];
export type CliResourceKey = (typeof cliResourceLinks)[number]["key"];
