import type { WhitepaperContent } from "@/content/documents/whitepaper/content";
import type { WhitepaperFigure } from "@/content/documents/whitepaper/schema";
import { CodeBlock } from "@/components/ui/code-block";
import { ResolutionPlan } from "@/features/documents/resolution-plan";
import { EXAMPLE_GENOME_ID, MANIFEST_MODULE_ID, manifestCode } from "@/features/documents/document-figures";
import { templateModuleIds } from "@/domain/genome/template-modules";

export function PaperFigure({ figure, caption, content }: { figure: WhitepaperFigure; caption: string; content: WhitepaperContent }) {
  return (
    <figure className="my-8">
      {figure === "resolution-plan" ? (
        <ResolutionPlan moduleIds={templateModuleIds(EXAMPLE_GENOME_ID)} layerLabel={content.figures.layer} />
      ) : (
        <CodeBlock code={manifestCode(MANIFEST_MODULE_ID)} filename={MANIFEST_MODULE_ID} className="print:bg-white" />
      )}
      <figcaption className="mt-3 text-sm text-subtle">{caption}</figcaption>
    </figure>
  );
}
