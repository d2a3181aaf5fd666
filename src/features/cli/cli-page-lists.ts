import { siteConfig } from "@/lib/site-config";
import { DOCS_HOME_PATH } from "@/domain/docs/docs-nav";

/**
 * What the CLI page lists, in order, shared by its sections and its Markdown twin. The text of
 * each item is in the "Cli" messages under its key.
 */
export const cliStepKeys = ["genome", "new", "install"] as const;
export const cliReasonKeys = ["ci", "control", "speed"] as const;
export const cliRequirementKeys = ["node", "tsx", "packageManager", "git", "os"] as const;
/** The docs are a page of this site (a path, in the reader's language); the others are elsewhere. */
export const cliResourceLinks = [
  { key: "docs", href: DOCS_HOME_PATH, external: false },
  { key: "repo", href: siteConfig.links.cliRepo, external: true },
  { key: "npm", href: siteConfig.links.npmPackage, external: true },
] as const;

export type CliStepKey = (typeof cliStepKeys)[number];
export type CliReasonKey = (typeof cliReasonKeys)[number];
export type CliResourceKey = (typeof cliResourceLinks)[number]["key"];
