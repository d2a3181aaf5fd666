import { localized, useTranslations } from "@/i18n/locale-context";
import type { LightpaperContent } from "@/documents/lightpaper/types";
import { Button } from "@/components/ui/button";
import { DocumentHeader } from "@/features/documents/document-header";
import { HeadlineFigures } from "@/features/documents/headline-figures";
import { PrintButton } from "@/features/documents/print-button";
import { catalogFacts } from "@/features/documents/catalog-facts";
import { Link } from "@/i18n/link";

export const LightpaperHeader = localized(function LightpaperHeader({ content }: { content: LightpaperContent }) {
  const t = useTranslations("Documents");
  const facts = catalogFacts();
  return (
    <DocumentHeader
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      aside={
        <HeadlineFigures
          label={t("figuresLabel")}
          figures={[
            { id: "modules", value: `${facts.moduleCount}+`, label: content.figures.modules },
            { id: "genomes", value: `${facts.genomeCount}+`, label: content.figures.genomes },
            { id: "adapters", value: `${facts.adapterCount}`, label: content.figures.adapters },
            { id: "integrators", value: `${facts.integratorCount}`, label: content.figures.integrators },
          ]}
        />
      }
      actions={
        <>
          <PrintButton label={t("print")} />
          <Button asChild variant="ghost">
            <Link href="/cli">{content.getStarted.title}</Link>
          </Button>
        </>
      }
    />
  );
});
