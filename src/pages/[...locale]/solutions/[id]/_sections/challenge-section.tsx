import { localized, useTranslations } from "@/i18n/locale-context";
import { Section, SectionHeader } from "@/components/ui/section";
import type { GenomeTemplate } from "@/domain/catalog/catalog";
import { useCatalogCopy } from "@/domain/catalog/catalog-copy";

export const ChallengeSection = localized(function ChallengeSection({ genome }: { genome: GenomeTemplate }) {
  const t = useTranslations("SolutionPage.challenge");
  const catalog = useCatalogCopy();
  return (
    <Section aria-labelledby="challenge-title">
      <div className="grid gap-8 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="challenge-title" />
        <p className="border-l-2 border-gold/60 pl-6 text-lg leading-relaxed text-pretty text-muted lg:mt-9">
          {catalog.genome(genome.id, "challenge")}
        </p>
      </div>
    </Section>
  );
});
