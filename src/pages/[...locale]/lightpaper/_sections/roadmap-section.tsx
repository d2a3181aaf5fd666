import { localized } from "@/i18n/locale-context";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { RoadmapTimeline } from "@/features/documents/roadmap-timeline";
import { roadmapEntries } from "@/domain/content/roadmap";

export const RoadmapSection = localized(function RoadmapSection({ content }: { content: LightpaperContent }) {
  const { roadmap } = content;
  return (
    <DocumentSection id="roadmap" title={roadmap.title}>
      <p className="mb-8 text-lg leading-relaxed text-pretty text-muted">{roadmap.lead}</p>
      <RoadmapTimeline entries={roadmapEntries()} items={roadmap.items} status={roadmap.status} />
    </DocumentSection>
  );
});
