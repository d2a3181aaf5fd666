import { siteConfig } from "@/lib/site-config";

/**
 * The people on the team page. Edit here: names, roles and links are read from this module only;
 * the role titles and biographies are translated in messages (`Team.people.<id>`).
 */
export type SocialNetwork = "github" | "linkedin";

export interface TeamMember {
  id: string;
  name: string;
  /** Shown on the illustrated avatar. */
  initials: string;
  email: string;
  socials: { network: SocialNetwork; href: string }[];
}

export const founder = {
  id: "founder",
  name: "Antoine Servat",
  initials: "AS",
  email: siteConfig.contactEmail,
  socials: [
    { network: "github", href: siteConfig.links.githubOrg },
    { network: "linkedin", href: siteConfig.links.linkedin },
  ],
} as const satisfies TeamMember;

/** Where contributors start: the CLI's repository and the module marketplace. */
export const contributeLinks = {
  cli: siteConfig.links.cliRepo,
  marketplace: siteConfig.links.marketplaceRepo,
} as const;
