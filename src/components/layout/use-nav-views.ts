import { useTranslations } from "@/i18n/locale-context";
import { genomeById } from "@/domain/catalog/catalog";
import { useCatalogCopy } from "@/domain/catalog/catalog-copy";
import { linkedLandingSections } from "@/lib/landing-sections";
import { navGroups, navLinks, type NavItem } from "@/lib/site-nav";
import type { NavGroupView, NavLinkView, SectionLinkView } from "./nav-types";

/** An item's text: a page's from `Navigation.items`, a template's from the catalogue (its name, kind and level). */
export function useNavItemView(): (item: NavItem) => NavLinkView {
  const t = useTranslations("Navigation");
  const copy = useCatalogCopy();
  return (item) => {
    if (item.template) {
      const genome = genomeById(item.template);
      return {
        key: item.key,
        href: item.href,
        title: copy.genome(genome.id, "name"),
        description: t("templateItem", { useCase: copy.useCase(genome.useCase), complexity: copy.complexity(genome.complexity) }),
      };
    }
    const key = item.key as Exclude<NavItem["key"], `template:${string}`>;
    return { key: item.key, href: item.href, title: t(`items.${key}.title`), description: t(`items.${key}.description`), external: item.external };
  };
}

export function useNavViews(): {
  groups: NavGroupView[];
  links: NavLinkView[];
  sections: SectionLinkView[];
} {
  const t = useTranslations("Navigation");
  const toView = useNavItemView();
  return {
    groups: navGroups.map((group) => ({ key: group.key, label: t(`groups.${group.key}`), items: group.items.map(toView) })),
    links: navLinks.map(toView),
    sections: linkedLandingSections.map(({ key, id }) => ({ id, label: t(`sections.${key}`) })),
  };
}
