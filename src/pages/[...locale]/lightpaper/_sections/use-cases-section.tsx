import { localized } from "@/i18n/locale-context";
import { genomes } from "@/domain/catalog/catalog";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { UseCaseCard } from "@/features/documents/use-case-card";
import { templateModuleCount } from "@/domain/genome/template-modules";

export const UseCasesSection = localized(function UseCasesSection({ content }: { content: LightpaperContent }) {
  const { useCases } = content;
  return (
    <DocumentSection id="use-cases" title={useCases.title}>
      <p className="text-lg leading-relaxed text-pretty text-muted">{useCases.lead}</p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {genomes.map((genome) => (
          <li key={genome.id}>
            <UseCaseCard
              genome={genome}
              title={useCases.items[genome.id]!.title}
              body={useCases.items[genome.id]!.body}
              modulesLabel={useCases.modulesLabel(templateModuleCount(genome.id).total)}
              stackLabel={useCases.stackLabel}
              viewLabel={useCases.viewLabel}
            />
          </li>
        ))}
      </ul>
    </DocumentSection>
  );
});
