import { navTargetPath, type PageNavKey } from "./pages";

/**
 * The site's navigation as data: the header, the mobile menu and the footer all render from it,
 * each item's text is `Navigation.items.<key>` in the message files. Where an item leads comes
 * from the page registry.
 */
export type NavItemKey = PageNavKey;

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

function page(key: PageNavKey): NavItem {
  return { key, href: navTargetPath(key) };
}

const docs = page("docs");

export const navGroups: NavGroup[] = [
  { key: "product", items: [page("cli"), page("marketplace"), page("compose"), page("forTeams")] },
  { key: "solutions", items: [page("indieHackers"), page("developers"), page("teams")] },
  { key: "company", items: [page("philosophy"), page("team"), page("lightpaper"), page("whitepaper")] },
];

export const navLinks: NavItem[] = [page("solutions"), docs];

/**
 * The one header item a page marks as current: the first, in the header's order, that leads to it.
 * A page offered twice (the CLI page is also "for developers") is current in one place only.
 */
export function currentNavItem(path: string): NavItemKey | null {
  const items = [...navGroups.flatMap((group) => group.items), ...navLinks];
  return items.find((item) => !item.external && item.href === path)?.key ?? null;
}

export const CTA_HREF = "/#cta";

export type FooterColumnKey = "product" | "solutions" | "company";

/** The footer lists every page once, grouped like the header. */
export const footerColumns: { key: FooterColumnKey; items: NavItem[] }[] = [
  { key: "product", items: [page("cli"), page("marketplace"), page("compose"), page("forTeams"), docs] },
  { key: "solutions", items: [page("solutions"), page("indieHackers"), page("developers")] },
  { key: "company", items: [page("philosophy"), page("team"), page("lightpaper"), page("whitepaper"), page("privacy")] },
];
