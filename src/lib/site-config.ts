/**
 * The one place for the product's names, links and addresses. Components import from here;
 * nothing else in the code repeats a URL or an address.
 */
import { CLI_PACKAGE } from "@/domain/cli/package";

export const siteConfig = {
  name: "The Architech",
  cli: {
    packageName: CLI_PACKAGE,
    /**
     * The npm command, which fails today (`npm error code ETARGET`, facts/CLI-FACTS.md §8 R2): no
     * published version installs. Never offered as the way to install; the installation page shows
     * it beside its error.
     */
    npmInstallCommand: `npm install -g ${CLI_PACKAGE}`,
    /** The way that works: the CLI built from source, step by step (the docs' installation page). */
    installGuidePath: "/docs/start/installation",
  },
  links: {
    githubOrg: "https://github.com/the-architech-xyz",
    cliRepo: "https://github.com/the-architech-xyz/cli",
    marketplaceRepo: "https://github.com/the-architech-xyz/marketplace",
    npmPackage: `https://www.npmjs.com/package/${CLI_PACKAGE}`,
    discord: "https://discord.gg/sxhdEEWups",
    linkedin: "https://www.linkedin.com/company/the-architech-ai/",
    // The site's own repository (the landing site's, facts/CLI-FACTS.md sources L1 and L2), where a docs page's "Edit this page" leads.
    siteRepo: "https://github.com/the-architech-xyz/landing",
  },
  contactEmail: "hello@thearchitech.dev",
} as const;

/** Where a file of this repository is edited on GitHub, from its path (`src/content/docs/…`). */
export function editFileUrl(file: string): string {
  return `${siteConfig.links.siteRepo}/edit/main/${file}`;
}

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
