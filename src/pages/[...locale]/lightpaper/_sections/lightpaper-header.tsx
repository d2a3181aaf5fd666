import { localized, useTranslations } from "@/i18n/locale-context";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { Button } from "@/components/ui/button";
import { DocumentHeader } from "@/features/documents/document-header";
import { HeadlineFigures } from "@/features/documents/headline-figures";
import { PrintButton } from "@/features/documents/print-button";
import { CopyMarkdownButton } from "@/features/agents/copy-markdown-button";
import { lightpaperFigures } from "@/features/documents/lightpaper-figures";
import { Link } from "@/i18n/link";
import { route } from "@/domain/site/page-paths";

export const LightpaperHeader = localized(function LightpaperHeader({ content }: { content: LightpaperContent }) {
  const t = useTranslations("Documents");
  return (
    <DocumentHeader
      eyebrow={content.eyebrow}
      title={content.title}
      lead={content.lead}
      aside={
        <HeadlineFigures label={t("figuresLabel")} figures={lightpaperFigures(content.figures)} />
      }
      actions={
        <>
          <PrintButton label={t("print")} />
          <CopyMarkdownButton path={route("lightpaper")} />
          <Button asChild variant="ghost">
            <Link href={route("cli")}>{content.getStarted.title}</Link>
          </Button>
        </>
      }
    />
  );
});
