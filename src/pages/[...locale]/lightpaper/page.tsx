import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-seo";
import { useTranslations } from "@/i18n/locale-context";
import { getLightpaper } from "@/content/lightpaper";
import { lightpaperSectionIds } from "@/content/lightpaper/types";
import type { Locale } from "@/i18n/routing";
import { DocumentShell } from "@/features/documents/document-shell";
import { LightpaperHeader } from "./_sections/lightpaper-header";
import { ProblemSection } from "./_sections/problem-section";
import { SolutionSection } from "./_sections/solution-section";
import { ArchitectureSection } from "./_sections/architecture-section";
import { UseCasesSection } from "./_sections/use-cases-section";
import { SpecificationsSection } from "./_sections/specifications-section";
import { RoadmapSection } from "./_sections/roadmap-section";
import { ForTeamsSection } from "./_sections/for-teams-section";
import { GetStartedSection } from "./_sections/get-started-section";

export function generateMetadata({ params }: PageProps<"/[locale]/lightpaper">): Promise<Metadata> {
  const { locale } = await params;
  return pageMetadata(locale as Locale, "/lightpaper");
}

export default async function LightpaperPage({ params }: PageProps<"/[locale]/lightpaper">) {
  const { locale } = await params;
  setRequestLocale(locale as Locale);
  const content = getLightpaper(locale as Locale);
  const t = useTranslations("Documents");
  return (
    <DocumentShell
      header={<LightpaperHeader content={content} />}
      toc={lightpaperSectionIds.map((id) => ({ id, label: content.toc[id] }))}
      tocTitle={t("tocTitle")}
    >
      <ProblemSection content={content} />
      <SolutionSection content={content} />
      <ArchitectureSection content={content} />
      <UseCasesSection content={content} />
      <SpecificationsSection content={content} />
      <RoadmapSection content={content} />
      <ForTeamsSection content={content} />
      <GetStartedSection content={content} />
    </DocumentShell>
  );
}
