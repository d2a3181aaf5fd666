import { localized } from "@/i18n/locale-context";
import type { WhitepaperContent, WhitepaperSection } from "@/content/documents/whitepaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { PaperBlocks } from "./paper-blocks";

export const PaperSection = localized(function PaperSection({ id, section, content }: { id: string; section: WhitepaperSection; content: WhitepaperContent }) {
  return (
    <DocumentSection id={id} title={section.title}>
      <PaperBlocks blocks={section.blocks} content={content} />
    </DocumentSection>
  );
});
