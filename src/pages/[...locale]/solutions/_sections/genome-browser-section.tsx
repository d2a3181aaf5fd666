import { localized, useTranslations, useLocale } from "@/i18n/locale-context";
import { Section } from "@/components/ui/section";
import { genomes } from "@/data/catalog";
import { genomeModuleCount, genomeTags } from "@/data/catalog-derived";
import { useCatalogCopy } from "@/features/catalog/catalog-copy";
import { CARD_TAG_LIMIT, GenomeCard } from "@/features/solutions/genome-card";
import { SolutionsBrowser } from "@/features/solutions/solutions-browser";

export const GenomeBrowserSection = localized(function GenomeBrowserSection() {
  const t = useTranslations("Solutions");
  const locale = useLocale();
  const catalog = useCatalogCopy();
  const collator = new Intl.Collator(locale);

  const tags = genomeTags.map((id) => ({ id, label: catalog.tag(id) })).sort((a, b) => collator.compare(a.label, b.label));

  const items = genomes.map((genome) => ({
    id: genome.id,
    name: catalog.genome(genome.id, "name"),
    description: catalog.genome(genome.id, "description"),
    tags: genome.tags.map((id) => ({ id, label: catalog.tag(id) })),
  }));

  const cards = Object.fromEntries(
    genomes.map((genome) => {
      const tagLabels = genome.tags.map((tag) => catalog.tag(tag));
      const overflow = tagLabels.slice(CARD_TAG_LIMIT);
      return [
        genome.id,
        <GenomeCard
          key={genome.id}
          id={genome.id}
          copy={{
            useCase: catalog.useCase(genome.useCase),
            name: catalog.genome(genome.id, "name"),
            description: catalog.genome(genome.id, "description"),
            tags: tagLabels,
            moreTags: t("card.moreTags", { count: String(overflow.length) }),
            moreTagsLabel: t("card.moreTagsLabel", { count: overflow.length, tags: overflow.join(", ") }),
            modules: t("card.modules", { count: genomeModuleCount(genome) }),
            duration: t("card.duration"),
            durationLabel: t("card.durationLabel"),
            view: t("card.view"),
          }}
        />,
      ];
    }),
  );

  return (
    <Section aria-labelledby="genome-browser-title" className="py-14 sm:py-16">
      {/* The cards are h3s under the page's h1: this heading keeps the outline in order for screen readers. */}
      <h2 id="genome-browser-title" className="sr-only">
        {t("browserTitle")}
      </h2>
      <SolutionsBrowser
        items={items}
        tags={tags}
        cards={cards}
        labels={{
          search: t("search.label"),
          searchPlaceholder: t("search.placeholder"),
          tags: t("tagsLabel"),
          allTags: t("allTags"),
          resultCounts: Array.from({ length: genomes.length + 1 }, (_, count) => t("resultCount", { count })),
          emptyTitle: t("empty.title"),
          emptyDescription: t("empty.description"),
          reset: t("empty.reset"),
        }}
      />
    </Section>
  );
});
