/**
 * The one place for the product's names, links and addresses. Components import from here;
 * nothing else in the code repeats a URL or an address.
 */
import { CLI_PACKAGE } from "@/domain/cli/package";

export const siteConfig = {
  name: "The Architech",
  copyrightYear: 2025,
  cli: {
    packageName: CLI_PACKAGE,
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
