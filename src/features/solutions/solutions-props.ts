import type { Locale } from "@/i18n/routing";
import { getTranslator } from "@/i18n/translator";
import { localizePath } from "@/i18n/locale-path";
import { genomes, type GenomeTemplate, type ModuleId } from "@/domain/catalog/catalog";
import { genomeTags } from "@/domain/catalog/catalog-derived";
import { getCatalogCopy } from "@/domain/catalog/catalog-copy";
import { CARD_TAG_LIMIT } from "./genome-card";
import type { SolutionsBrowserProps } from "./solutions-browser";
import { genomePath } from "@/domain/catalog/paths";
import { templateModuleCount, templateModules } from "@/domain/genome/template-modules";

/** The adapters a template's genome installs, those it names first in its own order (Next.js leads), then any it pulls in. */
function technologiesOf(genome: GenomeTemplate): { id: ModuleId; name: string }[] {
  const rank = (id: ModuleId) => {
    const index = genome.modules.indexOf(id);
    return index === -1 ? genome.modules.length : index;
  };
  return templateModules(genome.id)
    .filter((module) => module.category === "adapter")
    .sort((a, b) => rank(a.id) - rank(b.id))
    .map((module) => ({ id: module.id, name: module.name }));
}
import { moduleCountText } from "@/features/genome/module-count-text";
import { islandCount } from "@/i18n/island-messages";

/** The solutions browser island's props: every genome's card and search texts, and the labels, for one locale. */
export function solutionsBrowserProps(locale: Locale): SolutionsBrowserProps {
  const t = getTranslator(locale, "Solutions");
  const catalog = getCatalogCopy(locale);
  const collator = new Intl.Collator(locale);

  const tags = genomeTags.map((id) => ({ id, label: catalog.tag(id) })).sort((a, b) => collator.compare(a.label, b.label));

  const items = genomes.map((genome) => {
    const tagLabels = genome.tags.map((tag) => catalog.tag(tag));
    const overflow = tagLabels.slice(CARD_TAG_LIMIT);
    const name = catalog.genome(genome.id, "name");
    const description = catalog.genome(genome.id, "description");
    return {
      id: genome.id,
      name,
      description,
      tags: genome.tags.map((id) => ({ id, label: catalog.tag(id) })),
      card: {
        href: localizePath(genomePath(genome.id), locale),
        useCase: catalog.useCase(genome.useCase),
        name,
        description,
        technologies: technologiesOf(genome),
        technologiesLabel: t("card.technologies"),
        tags: tagLabels,
        moreTags: t("card.moreTags", { count: String(overflow.length) }),
        moreTagsLabel: t("card.moreTagsLabel", { count: overflow.length, tags: overflow.join(", ") }),
        modules: moduleCountText(locale, templateModuleCount(genome.id)),
        view: t("card.view"),
      },
    };
  });

  return {
    items,
    tags,
    labels: {
      search: t("search.label"),
      searchPlaceholder: t("search.placeholder"),
      tags: t("tagsLabel"),
      allTags: t("allTags"),
      resultCount: islandCount(locale, "Solutions", "resultCount"),
      emptyTitle: t("empty.title"),
      emptyDescription: t("empty.description"),
      reset: t("empty.reset"),
    },
  };
}
