/**
 * The one place for the product's names, links and addresses. Components import from here;
 * nothing else in the code repeats a URL or an address.
 */
/**
 * The CLI's package as published on the npm registry. The name older CLI docs print answers 404
 * there, and an unclaimed name in a copy-paste `npm install -g` would install whoever claims it:
 * every command, link and structured datum derives from this one (site-config.package.test.ts).
 */
const CLI_PACKAGE = "@thearchitech.xyz/cli";

export const siteConfig = {
  name: "The Architech",
  copyrightYear: 2025,
  cli: {
    packageName: CLI_PACKAGE,
    binary: "architech",
    installCommand: `npm install -g ${CLI_PACKAGE}`,
  },
  links: {
    githubOrg: "https://github.com/the-architech-xyz",
    cliRepo: "https://github.com/the-architech-xyz/cli",
    marketplaceRepo: "https://github.com/the-architech-xyz/marketplace",
    npmPackage: `https://www.npmjs.com/package/${CLI_PACKAGE}`,
    discord: "https://discord.gg/sxhdEEWups",
    linkedin: "https://www.linkedin.com/company/the-architech-ai/",
    docs: "https://docs.thearchitech.dev",
  },
  contactEmail: "hello@thearchitech.dev",
} as const;

export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The canonical origin, without a trailing slash. Falls back to the local server. */
export function getSiteUrl(value: string | undefined = process.env.SITE_URL): string {
  const raw = value?.trim() || DEFAULT_SITE_URL;
  const url = new URL(raw);
  return url.origin;
}

/** An absolute URL on the canonical origin for a path such as `/fr/cli`. */
export function absoluteUrl(path: string, origin: string = getSiteUrl()): string {
  return new URL(path.startsWith("/") ? path : `/${path}`, origin).toString();
}

export function mailtoHref(subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return `mailto:${siteConfig.contactEmail}${query}`;
}
