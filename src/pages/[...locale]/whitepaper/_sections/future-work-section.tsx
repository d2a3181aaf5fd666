import { localized } from "@/i18n/locale-context";
import { futureWork } from "@/domain/content/future-work";
import type { WhitepaperContent } from "@/content/documents/whitepaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { StatusBadge } from "@/features/documents/status-badge";
import { PaperBlocks } from "./paper-blocks";
import { cardVariants } from "@/components/ui/card";

export const FutureWorkSection = localized(function FutureWorkSection({ content }: { content: WhitepaperContent }) {
  const { futureWork: section } = content;
  return (
    <DocumentSection id="future-work" title={section.title}>
      <PaperBlocks blocks={section.blocks} content={content} />
      <ul className="mt-8 grid gap-3">
        {futureWork.map((item) => (
          <li key={item.id} data-print-keep className={cardVariants({ padding: "md" })}>
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h3 className="text-[15px] font-semibold text-foreground">{section.items[item.id].title}</h3>
              <p className="flex items-center gap-2 text-xs text-subtle">
                <span className="sr-only">{section.statusLabel}:</span>{" "}
                <StatusBadge status={item.status} label={section.status[item.status]} />
              </p>
            </div>
            <p className="mt-2 text-sm leading-relaxed text-muted">{section.items[item.id].body}</p>
          </li>
        ))}
      </ul>
    </DocumentSection>
  );
});
