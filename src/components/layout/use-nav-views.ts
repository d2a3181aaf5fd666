import { useTranslations } from "@/i18n/locale-context";
import { navGroups, navLinks, type NavItem } from "@/lib/site-nav";
import { linkedLandingSections } from "@/lib/landing-sections";
import type { NavGroupView, NavLinkView, SectionLinkView } from "./nav-types";

export function useNavViews(): {
  groups: NavGroupView[];
  links: NavLinkView[];
  sections: SectionLinkView[];
} {
  const t = useTranslations("Navigation");
  const toView = (item: NavItem): NavLinkView => ({
    key: item.key,
    href: item.href,
    title: t(`items.${item.key}.title`),
    description: t(`items.${item.key}.description`),
    external: item.external,
  });
  return {
    groups: navGroups.map((group) => ({ key: group.key, label: t(`groups.${group.key}`), items: group.items.map(toView) })),
    links: navLinks.map(toView),
    sections: linkedLandingSections.map(({ key, id }) => ({ id, label: t(`sections.${key}`) })),
  };
}
