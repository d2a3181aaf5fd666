import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-seo";
import { useTranslations } from "@/i18n/locale-context";
import type { Locale } from "@/i18n/routing";
import { getLightpaper } from "@/content/lightpaper";
import { getWhitepaper } from "@/content/whitepaper";
import { DocumentHeader } from "@/features/documents/document-header";
import { DocumentShell } from "@/features/documents/document-shell";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/link";
import { specimenIds, Specimens } from "./_sections/specimens";

export function generateMetadata({ params }: PageProps<"/[locale]/lightpaper-test">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/lightpaper-test");
}

export default async function LightpaperTestPage({ params }: PageProps<"/[locale]/lightpaper-test">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const t = useTranslations("LightpaperTest");
  const tDocuments = useTranslations("Documents");
  const lightpaper = getLightpaper(locale as Locale);
  const whitepaper = getWhitepaper(locale as Locale);
  const toc = specimenIds.map((id) => ({ id: `specimen-${id}`, label: t(`blocks.${id}.title`) }));
  return (
    <DocumentShell
      header={
        <DocumentHeader
          eyebrow={t("eyebrow")}
          title={t("title")}
          lead={t("intro")}
          actions={
            <Button asChild variant="outline">
              <Link href="/lightpaper">{t("back")}</Link>
            </Button>
          }
        />
      }
      toc={toc}
      tocTitle={tDocuments("tocTitle")}
    >
      <Specimens toc={toc} lightpaper={lightpaper} whitepaper={whitepaper} />
    </DocumentShell>
  );
}
