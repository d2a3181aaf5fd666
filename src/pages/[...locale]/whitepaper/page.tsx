import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-seo";
import { useTranslations } from "@/i18n/locale-context";
import { getWhitepaper } from "@/content/whitepaper";
import { whitepaperSectionIds } from "@/content/whitepaper/types";
import type { Locale } from "@/i18n/routing";
import { DocumentShell } from "@/features/documents/document-shell";
import { WhitepaperHeader } from "./_sections/whitepaper-header";
import { PaperSection } from "./_sections/paper-section";
import { FutureWorkSection } from "./_sections/future-work-section";
import { SourceNote } from "./_sections/source-note";

export function generateMetadata({ params }: PageProps<"/[locale]/whitepaper">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/whitepaper");
}

export default async function WhitepaperPage({ params }: PageProps<"/[locale]/whitepaper">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const content = getWhitepaper(locale as Locale);
  const t = useTranslations("Documents");
  return (
    <DocumentShell
      header={<WhitepaperHeader content={content} />}
      toc={whitepaperSectionIds.map((id) => ({ id, label: content.toc[id] }))}
      tocTitle={t("tocTitle")}
    >
      {whitepaperSectionIds.map((id) =>
        id === "future-work" ? (
          <FutureWorkSection key={id} content={content} />
        ) : (
          <PaperSection key={id} id={id} section={content.sections[id]} content={content} />
        ),
      )}
      <SourceNote content={content} />
    </DocumentShell>
  );
}
