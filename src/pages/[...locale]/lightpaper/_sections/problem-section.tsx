import { localized } from "@/i18n/locale-context";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { DocumentSection } from "@/features/documents/document-section";

export const ProblemSection = localized(function ProblemSection({ content }: { content: LightpaperContent }) {
  const { problem } = content;
  return (
    <DocumentSection id="problem" title={problem.title}>
      <p className="text-lg leading-relaxed text-pretty text-foreground">{problem.lead}</p>
      {problem.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 32)} className="mt-4 leading-relaxed text-pretty text-muted">
          {paragraph}
        </p>
      ))}
      <p className="mt-8 border-l-2 border-gold pl-4 text-pretty text-foreground">{problem.closing}</p>
    </DocumentSection>
  );
});
