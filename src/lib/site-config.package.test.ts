import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { siteConfig } from "./site-config";

const root = join(import.meta.dirname, "../..");
const SCANNED = ["src", "messages", "scripts", "README.md"];
const TEXT = /\.(ts|tsx|astro|mjs|mts|json|md|css)$/;

function files(path: string): string[] {
  if (statSync(path).isFile()) return TEXT.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => files(join(path, name)));
}

/** Every way a text can name an npm package to install or open: install commands, npx, registry pages. */
const PACKAGE_REFERENCE = /(?:npm\s+(?:install|i|add)\s+(?:-g\s+|--global\s+)?|pnpm\s+add\s+(?:-g\s+)?|yarn\s+global\s+add\s+|bunx?\s+(?:add\s+)?(?:-g\s+)?|npx\s+)(@?[\w.-]+(?:\/[\w.-]+)?)|npmjs\.com\/package\/(@?[\w.-]+(?:\/[\w.-]+)?)/g;
/** Names the CLI was given in docs and pages over time, none of them its published package. */
const FORMER_NAMES = /@the-architech\/cli|@architech\/cli|@the-architech-xyz\/cli|npm install -g the-architech\b/;

describe("the CLI's package name", () => {
  const sources = SCANNED.flatMap((entry) => files(join(root, entry))).filter((path) => !path.endsWith("site-config.package.test.ts"));

  it("is the published one", () => {
    expect(siteConfig.cli.packageName).toBe("@thearchitech.xyz/cli");
    expect(siteConfig.cli.installCommand).toBe(`npm install -g ${siteConfig.cli.packageName}`);
    expect(siteConfig.links.npmPackage).toBe(`https://www.npmjs.com/package/${siteConfig.cli.packageName}`);
  });

  it("is the only package the site tells anyone to install or open on npm", () => {
    const strays: string[] = [];
    for (const path of sources) {
      const text = readFileSync(path, "utf8");
      if (FORMER_NAMES.test(text)) strays.push(`${relative(root, path)}: a former name of the CLI`);
      for (const match of text.matchAll(PACKAGE_REFERENCE)) {
        const name = match[1] ?? match[2];
        // Commands for the site's own development (npx tsx …) name packages the site itself uses.
        if (name && name.includes("architech") && name !== siteConfig.cli.packageName) strays.push(`${relative(root, path)}: ${match[0]}`);
      }
    }
    expect(strays).toEqual([]);
  });
});
