import { describe, expect, it } from "vitest";
import { findDocsPage } from "@/domain/docs/docs-nav";
import { absoluteUrl, getSiteUrl, mailtoHref, siteConfig } from "./site-config";

describe("getSiteUrl", () => {
  it("defaults to the local server", () => {
    expect(getSiteUrl(undefined)).toBe("http://localhost:3000");
    expect(getSiteUrl("  ")).toBe("http://localhost:3000");
  });

  it("keeps only the origin of SITE_URL", () => {
    expect(getSiteUrl("https://thearchitech.dev/")).toBe("https://thearchitech.dev");
    expect(getSiteUrl("https://thearchitech.dev/some/path?x=1")).toBe("https://thearchitech.dev");
  });

  it("rejects a value that is not a URL", () => {
    expect(() => getSiteUrl("not a url")).toThrow();
  });
});

describe("absoluteUrl", () => {
  it("joins paths onto the origin", () => {
    expect(absoluteUrl("/fr/cli", "https://thearchitech.dev")).toBe("https://thearchitech.dev/fr/cli");
    expect(absoluteUrl("cli", "https://thearchitech.dev")).toBe("https://thearchitech.dev/cli");
  });
});

describe("siteConfig", () => {
  it("derives the npm command from the package name, and points to the from-source build as the way to install", () => {
    // No published version installs (facts/CLI-FACTS.md §8 R2): the command is kept only to be shown beside its error.
    expect(siteConfig.cli.npmInstallCommand).toBe(`npm install -g ${siteConfig.cli.packageName}`);
    expect(siteConfig.cli).not.toHaveProperty("installCommand");
    expect(findDocsPage(siteConfig.cli.installGuidePath.replace(/^\/docs\//, ""))).toBeDefined();
  });

  it("builds mailto links to the contact address", () => {
    expect(mailtoHref()).toBe("mailto:hello@thearchitech.dev");
    expect(mailtoHref("Hello & welcome")).toBe("mailto:hello@thearchitech.dev?subject=Hello%20%26%20welcome");
  });

  it("keeps every link on https", () => {
    for (const url of Object.values(siteConfig.links)) expect(url.startsWith("https://")).toBe(true);
  });
});
