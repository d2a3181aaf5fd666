import { localized, useLocale, useTranslations } from "@/i18n/locale-context";
import { CodeBlock } from "@/components/ui/code-block";
import { Section, SectionHeader } from "@/components/ui/section";
import type { GenomeTemplate } from "@/domain/catalog/catalog";
import { useCatalogCopy } from "@/domain/catalog/catalog-copy";
import { templateGenome } from "@/domain/genome/composition-genome";
import { templateModuleCount } from "@/domain/genome/template-modules";
import { moduleCountText } from "@/features/genome/module-count-text";
import { genomeFileName } from "@/domain/genome/genome-file";
import { genomeToTypeScript } from "@/domain/genome/genome-code";

export const GenomeCodeSection = localized(function GenomeCodeSection({ genome }: { genome: GenomeTemplate }) {
  const t = useTranslations("SolutionPage.genome");
  const common = useTranslations("Common");
  const catalog = useCatalogCopy();
  const file = genomeFileName(genome.id);
  // The composer's resolution writes this file, so it lists the integrators that apply as well.
  const code = genomeToTypeScript(templateGenome(genome.id, catalog.genome(genome.id, "description")));
  const installs = moduleCountText(useLocale(), templateModuleCount(genome.id));
  return (
    <Section divided aria-labelledby="genome-title">
      <SectionHeader eyebrow={t("eyebrow")} title={t("title")} titleId="genome-title" description={t("description", { file })} />
      <p className="mt-4 max-w-2xl text-sm leading-relaxed text-pretty text-muted">
        {t("installs", { summary: installs })}
      </p>
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
