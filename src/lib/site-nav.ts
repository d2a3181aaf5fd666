import { siteConfig } from "./site-config";

/**
 * The site's navigation as data: the header, the mobile menu and the footer all render from it,
 * each item's text is `Navigation.items.<key>` in the message files.
 */
export type NavItemKey =
  | "cli"
  | "marketplace"
  | "forTeams"
  | "indieHackers"
  | "developers"
  | "teams"
  | "philosophy"
  | "team"
  | "lightpaper"
  | "whitepaper"
  | "solutions"
  | "docs";

export interface NavItem {
  key: NavItemKey;
  href: string;
  external?: boolean;
}

export type NavGroupKey = "product" | "solutions" | "company";

export interface NavGroup {
  key: NavGroupKey;
  items: NavItem[];
}

export const navGroups: NavGroup[] = [
  {
    key: "product",
    items: [
      { key: "cli", href: "/cli" },
      { key: "marketplace", href: "/marketplace" },
      { key: "forTeams", href: "/for-teams" },
    ],
  },
  {
    key: "solutions",
    items: [
      { key: "indieHackers", href: "/solutions/saas-starter" },
      { key: "developers", href: "/cli" },
      { key: "teams", href: "/for-teams" },
    ],
  },
  {
    key: "company",
    items: [
      { key: "philosophy", href: "/philosophy" },
      { key: "team", href: "/team" },
      { key: "lightpaper", href: "/lightpaper" },
      { key: "whitepaper", href: "/whitepaper" },
    ],
  },
];

export const navLinks: NavItem[] = [
  { key: "solutions", href: "/solutions" },
  { key: "docs", href: siteConfig.links.docs, external: true },
];

/** In-page anchors of the landing page, offered by the header while it is shown. */
export const landingSectionKeys = ["home", "benefits", "howItWorks", "demo", "whereWeFit", "faq"] as const;
export type LandingSectionKey = (typeof landingSectionKeys)[number];
export const landingSectionIds: Record<LandingSectionKey, string> = {
  home: "home",
  benefits: "benefits",
  howItWorks: "how-it-works",
  demo: "demo",
  whereWeFit: "where-we-fit",
  faq: "faq",
};

export const CTA_HREF = "/#cta";

export type FooterColumnKey = "product" | "solutions" | "company";

/** The footer lists every page once, grouped like the header. */
export const footerColumns: { key: FooterColumnKey; items: NavItem[] }[] = [
  {
    key: "product",
    items: [
      { key: "cli", href: "/cli" },
      { key: "marketplace", href: "/marketplace" },
      { key: "forTeams", href: "/for-teams" },
      { key: "docs", href: siteConfig.links.docs, external: true },
    ],
  },
  {
    key: "solutions",
    items: [
      { key: "solutions", href: "/solutions" },
      { key: "indieHackers", href: "/solutions/saas-starter" },
      { key: "developers", href: "/cli" },
    ],
  },
  {
    key: "company",
    items: [
      { key: "philosophy", href: "/philosophy" },
      { key: "team", href: "/team" },
      { key: "lightpaper", href: "/lightpaper" },
      { key: "whitepaper", href: "/whitepaper" },
    ],
  },
];
