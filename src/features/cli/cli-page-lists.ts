import { siteConfig } from "@/lib/site-config";
import { DOCS_HOME_PATH } from "@/domain/docs/docs-nav";
import { RECORDED_RUN } from "@/domain/cli/recorded-run";

/**
 * What the CLI page lists, in order, shared by its sections and its Markdown twin. The text of
 * each item is in the "Cli" messages under its key.
 */
export const cliStepKeys = ["genome", "new", "install"] as const;
export const cliReasonKeys = ["ci", "control", "speed"] as const;
/** The recorded state-B run's figures, which the "speed" reason gives (the others take none). */
export const cliRunFigures = {
  modules: RECORDED_RUN.applied.length,
  files: RECORDED_RUN.files,
  seconds: RECORDED_RUN.seconds,
  framework: RECORDED_RUN.frameworkSeconds,
};
/** What building and running state B took (facts/CLI-FACTS.md §6 and §8): no OS list, none is published. */
export const cliRequirementKeys = ["node", "tsx", "npm", "git"] as const;

/** The page that builds state B from source, step by step: the way to get the CLI that works today (one source: siteConfig). */
export const CLI_INSTALL_PATH = siteConfig.cli.installGuidePath;
/** What works at state B and what does not, with each workaround (the docs' Status page). */
export const CLI_STATUS_PATH = "/docs/status";

/** The docs are a page of this site (a path, in the reader's language); the others are elsewhere. */
export const cliResourceLinks = [
  { key: "docs", href: DOCS_HOME_PATH, external: false },
  { key: "repo", href: siteConfig.links.cliRepo, external: true },
  { key: "npm", href: siteConfig.links.npmPackage, external: true },
] as const;

export type CliStepKey = (typeof cliStepKeys)[number];
export type CliReasonKey = (typeof cliReasonKeys)[number];
export type CliResourceKey = (typeof cliResourceLinks)[number]["key"];
