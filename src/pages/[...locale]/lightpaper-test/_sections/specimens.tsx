import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import type { ReactNode } from "react";
import { getTranslator } from "@/i18n/translator";
import type { Locale } from "@/i18n/routing";
import { getGenome } from "@/domain/catalog/catalog";
import { futureWorkStatuses } from "@/domain/content/future-work";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import type { WhitepaperContent } from "@/content/documents/whitepaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { GenomeExample } from "@/features/documents/genome-example";
import { RoadmapTimeline } from "@/features/documents/roadmap-timeline";
import { StatusBadge } from "@/features/documents/status-badge";
import { TableOfContents, type TocItem } from "@/features/documents/table-of-contents";
import { UseCaseCard } from "@/features/documents/use-case-card";
import { ProblemSection } from "../../lightpaper/_sections/problem-section";
import { EXAMPLE_GENOME_ID } from "@/features/documents/document-figures";
import { milestoneStatuses, roadmapEntries } from "@/domain/content/roadmap";
import { templateModuleCount } from "@/domain/genome/template-modules";

export const specimenIds = ["toc", "section", "genome", "useCase", "roadmap", "statuses"] as const;
type SpecimenId = (typeof specimenIds)[number];

/** The page's contents: one entry per specimen, named by its block title. */
export function specimenToc(locale: Locale): TocItem[] {
  const t = getTranslator(locale, "LightpaperTest.blocks");
  return specimenIds.map((id) => ({ id: `specimen-${id}`, label: t(`${id}.title`) }));
}

function Specimen({ id, title, body, children }: { id: SpecimenId; title: string; body: string; children: ReactNode }) {
  return (
    <DocumentSection id={`specimen-${id}`} title={title}>
      <p className="leading-relaxed text-muted">{body}</p>
      <div className="mt-6 rounded-2xl border border-dashed border-border-strong p-4 sm:p-6">{children}</div>
    </DocumentSection>
  );
}

export const Specimens = localized(function Specimens({ toc, lightpaper, whitepaper }: { toc: TocItem[]; lightpaper: LightpaperContent; whitepaper: WhitepaperContent }) {
  const t = useTranslations("LightpaperTest.blocks");
  const tDocuments = useTranslations("Documents");
  const tCommon = useTranslations("Common");
  const locale = useLocale();
  const genome = getGenome(EXAMPLE_GENOME_ID);
  const block = (id: SpecimenId) => ({ id, title: t(`${id}.title`), body: t(`${id}.body`) });
  return (
    <>
      <Specimen {...block("toc")}>
        <TableOfContents items={toc} title={t("toc.title")} className="relative top-0 lg:relative lg:top-0" />
      </Specimen>
      <Specimen {...block("section")}>
        <ProblemSection locale={locale} content={lightpaper} />
      </Specimen>
      <Specimen {...block("genome")}>
        <GenomeExample
          genomeId={EXAMPLE_GENOME_ID}
          description={lightpaper.architecture.genomeDescription}
          label={tDocuments("genomeLabel")}
          copyLabels={{ copy: tCommon("copy"), copied: tCommon("copied"), failed: tCommon("copyFailed") }}
        />
      </Specimen>
      {genome ? (
        <Specimen {...block("useCase")}>
          <div className="max-w-md">
            <UseCaseCard
              genome={genome}
              title={lightpaper.useCases.items[genome.id]!.title}
              body={lightpaper.useCases.items[genome.id]!.body}
              modulesLabel={lightpaper.useCases.modulesLabel(templateModuleCount(genome.id).total)}
              stackLabel={lightpaper.useCases.stackLabel}
              viewLabel={lightpaper.useCases.viewLabel}
            />
          </div>
        </Specimen>
      ) : null}
      <Specimen {...block("roadmap")}>
        <RoadmapTimeline entries={roadmapEntries()} items={lightpaper.roadmap.items} status={lightpaper.roadmap.status} />
      </Specimen>
      <Specimen {...block("statuses")}>
        <ul className="flex flex-wrap gap-2">
          {milestoneStatuses.map((status) => (
            <li key={status}>
              <StatusBadge status={status} label={lightpaper.roadmap.status[status]} />
            </li>
          ))}
          {futureWorkStatuses.map((status) => (
            <li key={status}>
              <StatusBadge status={status} label={whitepaper.futureWork.status[status]} />
            </li>
          ))}
        </ul>
      </Specimen>
    </>
  );
});
