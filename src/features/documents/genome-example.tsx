import { getGenome } from "@/domain/catalog/catalog";
import { CodeBlock } from "@/components/ui/code-block";
import type { CopyButtonLabels } from "@/components/ui/copy-button";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { buildGenome } from "@/domain/genome/genome-definition";

/** A catalogue template written out as the genome file a user would commit, highlighted at build time. */
export function GenomeExample({
  genomeId,
  description,
  copyLabels,
  label,
}: {
  genomeId: string;
  description: string;
  copyLabels: CopyButtonLabels;
  label: string;
}) {
  const template = getGenome(genomeId);
  if (!template) throw new Error(`Unknown genome template ${genomeId}`);
  const code = genomeToTypeScript(buildGenome(template, { description }));
  return (
    <CodeBlock
      code={code}
      filename={`${template.id}.genome.ts`}
      label={label}
      copyLabels={copyLabels}
      className="print:bg-white [&_pre]:max-h-[30rem] [&_pre]:overflow-y-auto print:[&_pre]:max-h-none"
    />
  );
}
