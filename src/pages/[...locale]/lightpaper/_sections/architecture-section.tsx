import { localized, useTranslations } from "@/i18n/locale-context";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { GenomeExample } from "@/features/documents/genome-example";
import { ResolutionPlan } from "@/features/documents/resolution-plan";
import { EXAMPLE_GENOME_ID } from "@/features/documents/document-figures";
import { templateModuleIds } from "@/domain/genome/template-modules";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export const ArchitectureSection = localized(function ArchitectureSection({ content }: { content: LightpaperContent }) {
  const { architecture } = content;
  const t = useTranslations("Documents");
  const tCommon = useTranslations("Common");
  return (
    <DocumentSection id="architecture" title={architecture.title}>
      <p className="text-lg leading-relaxed text-pretty text-muted">{architecture.lead}</p>
      <ol className="mt-8 grid gap-3">
        {architecture.steps.map((step, index) => (
          <li key={step.id} data-print-keep className={cn(cardVariants({ padding: "sm" }), "grid grid-cols-[2.25rem_minmax(0,1fr)] gap-4")}>
            <span
              aria-hidden
              className="flex size-9 items-center justify-center rounded-lg border border-border-strong bg-surface-raised font-mono text-sm text-foreground"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-[15px] font-semibold text-foreground">{step.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <h3 className="mt-12 text-xl font-semibold tracking-tight text-foreground">{architecture.genomeTitle}</h3>
      <p className="mt-3 leading-relaxed text-pretty text-muted">{architecture.genomeBody}</p>
      <GenomeExample
        genomeId={EXAMPLE_GENOME_ID}
        description={architecture.genomeDescription}
        label={t("genomeLabel")}
        copyLabels={{ copy: tCommon("copy"), copied: tCommon("copied"), failed: tCommon("copyFailed") }}
      />
      <h3 className="mt-12 text-xl font-semibold tracking-tight text-foreground">{architecture.orderTitle}</h3>
      <p className="mt-3 mb-6 leading-relaxed text-pretty text-muted">{architecture.orderBody}</p>
      <ResolutionPlan moduleIds={templateModuleIds(EXAMPLE_GENOME_ID)} layerLabel={architecture.layerLabel} />
    </DocumentSection>
  );
});
