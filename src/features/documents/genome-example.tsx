import type { GenomeId } from "@/domain/catalog/catalog";
import { CodeBlock } from "@/components/ui/code-block";
import type { CopyButtonLabels } from "@/components/ui/copy-button";
import { genomeToTypeScript } from "@/domain/genome/genome-code";
import { templateGenome } from "@/domain/genome/composition-genome";
import { genomeFileName } from "@/domain/genome/genome-file";

/** A catalogue template's genome file, as its page shows it (its resolution), highlighted at build time. */
export function GenomeExample({
  genomeId,
  description,
  copyLabels,
  label,
}: {
  genomeId: GenomeId;
  description: string;
  copyLabels: CopyButtonLabels;
  label: string;
}) {
  const code = genomeToTypeScript(templateGenome(genomeId, description));
  return (
    <CodeBlock
      code={code}
      filename={genomeFileName(genomeId)}
      label={label}
      copyLabels={copyLabels}
      className="print:bg-white [&_pre]:max-h-[30rem] [&_pre]:overflow-y-auto print:[&_pre]:max-h-none"
    />
  );
}
