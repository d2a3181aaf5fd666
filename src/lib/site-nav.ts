import { genomeIds, type GenomeId } from "@/domain/catalog/catalog";
import { genomePath } from "@/domain/catalog/paths";
import { navTargetPath, type PageNavKey } from "./pages";
import { route } from "@/domain/site/page-paths";
import { landingSectionHash } from "./landing-sections";

/**
 * The site's navigation as data: the header, the mobile menu and the footer all render from it.
 * A page's item says `Navigation.items.<key>` from the message files and leads where the page
 * registry says; a template's item says the template's name and leads to its page, so every
 * label names its destination.
 */
export type NavItemKey = PageNavKey | `template:${GenomeId}`;

export interface NavItem {
  key: NavItemKey;
  href: string;
  external?: boolean;
  /** Set on a template's item: its text is the template's name and kind from the catalogue. */
  template?: GenomeId;
}

export type NavGroupKey = "product" | "templates" | "company";

export interface NavGroup {
  key: NavGroupKey;
  items: NavItem[];
}

function page(key: PageNavKey): NavItem {
  return { key, href: navTargetPath(key) };
}

function template(id: GenomeId): NavItem {
  return { key: `template:${id}`, href: genomePath(id), template: id };
}

const docs = page("docs");
/** Every template, after the page that lists them all. */
const templates: NavItem[] = [page("templates"), ...genomeIds.map(template)];

export const navGroups: NavGroup[] = [
  { key: "product", items: [page("cli"), page("marketplace"), page("compose"), page("forTeams")] },
  { key: "templates", items: templates },
  { key: "company", items: [page("philosophy"), page("team"), page("lightpaper"), page("whitepaper")] },
];

export const navLinks: NavItem[] = [docs];

/** The one header item a page marks as current: the first, in the header's order, that leads to it. */
export function currentNavItem(path: string): NavItemKey | null {
  const items = [...navGroups.flatMap((group) => group.items), ...navLinks];
  return items.find((item) => !item.external && item.href === path)?.key ?? null;
}

/** The waitlist at the foot of the landing page, from any page. */
export const CTA_HREF = `${route("home")}${landingSectionHash("cta")}`;

export type FooterColumnKey = "product" | "templates" | "company";

/** The footer lists every page once, grouped like the header. */
export const footerColumns: { key: FooterColumnKey; items: NavItem[] }[] = [
  { key: "product", items: [page("cli"), page("marketplace"), page("compose"), page("forTeams"), docs] },
  { key: "templates", items: templates },
  { key: "company", items: [page("philosophy"), page("team"), page("lightpaper"), page("whitepaper"), page("privacy")] },
];
