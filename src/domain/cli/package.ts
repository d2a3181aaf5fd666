/**
 * The CLI's package as published on the npm registry, and the command it installs. The name older
 * CLI docs print answers 404 there, and an unclaimed name in a copy-paste `npm install -g` would
 * install whoever claims it: every command, link and structured datum derives from this one
 * (src/lib/site-config.package.test.ts).
 */
export const CLI_PACKAGE = "@thearchitech.xyz/cli";
export const CLI_BINARY = "architech";
