import { localized, useTranslations } from "@/i18n/locale-context";
import { CodeBlock } from "@/components/ui/code-block";
import { Section, SectionHeader } from "@/components/ui/section";
import type { GenomeTemplate } from "@/data/catalog";
import { useCatalogCopy } from "@/features/catalog/catalog-copy";
import { genomeFileName } from "@/features/genome/genome-file";
import { buildGenome } from "@/features/genome/genome-definition";
import { genomeToTypeScript } from "@/features/genome/genome-code";

export const GenomeCodeSection = localized(function GenomeCodeSection({ genome }: { genome: GenomeTemplate }) {
  const t = useTranslations("SolutionPage.genome");
  const common = useTranslations("Common");
  const catalog = useCatalogCopy();
  const file = genomeFileName(genome.id);
  const code = genomeToTypeScript(buildGenome(genome, { description: catalog.genome(genome.id, "description") }));
  return (
    <Section divided aria-labelledby="genome-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="genome-title" description={t("description", { file })} />
      <CodeBlock
        code={code}
        filename={file}
        label={t("codeLabel", { file })}
        copyLabels={{ copy: common("copy"), copied: common("copied"), failed: common("copyFailed") }}
        className="mt-10 [&_pre]:max-h-[36rem]"
      />
    </Section>
  );
});
