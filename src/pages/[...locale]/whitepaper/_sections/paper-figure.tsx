import { getGenome, getModule } from "@/data/catalog";
import type { WhitepaperContent, WhitepaperFigure } from "@/documents/whitepaper/types";
import { CodeBlock } from "@/components/ui/code-block";
import { ResolutionPlan } from "@/features/documents/resolution-plan";

const PLAN_GENOME_ID = "saas-starter";
const MANIFEST_MODULE_ID = "stripe-drizzle-integration";

/** The facts of a module's manifest that resolution reads, as published in the catalogue. */
function manifestCode(id: string): string {
  const manifest = getModule(id);
  if (!manifest) throw new Error(`Unknown module ${id}`);
  const { category, group, version, cliVersion, dependencies } = manifest;
  return `${JSON.stringify({ id, category, joins: group, version, cliVersion, dependencies }, null, 2)}\n`;
}

export function PaperFigure({ figure, caption, content }: { figure: WhitepaperFigure; caption: string; content: WhitepaperContent }) {
  return (
    <figure className="my-8">
      {figure === "resolution-plan" ? (
        <ResolutionPlan moduleIds={getGenome(PLAN_GENOME_ID)?.modules ?? []} layerLabel={content.figures.layer} />
      ) : (
        <CodeBlock code={manifestCode(MANIFEST_MODULE_ID)} filename={content.figures.manifestFile} className="print:bg-white" />
      )}
      <figcaption className="mt-3 text-sm text-subtle">{caption}</figcaption>
    </figure>
  );
}
