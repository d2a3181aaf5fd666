/**
 * The CLI's package as published on the npm registry, and the commands it installs. The name older
 * CLI docs print answers 404 there, and an unclaimed name in a copy-paste `npm install -g` would
 * install whoever claims it: every command, link and structured datum derives from this one
 * (src/lib/site-config.package.test.ts). No published version installs and runs today
 * (facts/CLI-FACTS.md §8, R2): the site never presents its install as working.
 */
export const CLI_PACKAGE = "@thearchitech.xyz/cli";
/** The command the site's runs type. */
export const CLI_BINARY = "architech";
/**
 * Every command state B's package.json declares (`bin`), both the same program: a run may start
 * with either (facts/CLI-FACTS.md §2).
 */
export const CLI_BINARIES = [CLI_BINARY, "the-architech"] as const;
