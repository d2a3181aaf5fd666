import { Info, Lightbulb, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

export type CalloutKind = "note" | "tip" | "caution";

const looks = {
  note: { Icon: Info, className: "border-primary-text/40 bg-primary/5", iconClass: "text-primary-text" },
  tip: { Icon: Lightbulb, className: "border-success/40 bg-success/5", iconClass: "text-success" },
  caution: { Icon: TriangleAlert, className: "border-gold/40 bg-gold/5", iconClass: "text-gold-text" },
} as const;

/**
 * A note, tip or caution of a docs page (`:::caution[Title]` in its Markdown, see
^ * integrations/remark-docs-directives.mjs): a note landmark named by its kind, its title or the kind's
 * name in bold, then its text. The HTML inside comes from the page's own Markdown.
 */
export function DocsCallout({ kind, kindLabel, titleHtml, bodyHtml }: { kind: CalloutKind; kindLabel: string; titleHtml?: string; bodyHtml: string }) {
  const { Icon, className, iconClass } = looks[kind];
  return (
    <div role="note" aria-label={kindLabel} data-callout={kind} className={cn("my-6 rounded-xl border px-4 py-3.5 text-sm leading-6", className)}>
      <p className="flex items-center gap-2 font-semibold text-foreground">
        <Icon aria-hidden className={cn("size-4 shrink-0", iconClass)} />
        {titleHtml ? <span dangerouslySetInnerHTML={{ __html: titleHtml }} /> : <span>{kindLabel}</span>}
      </p>
      <div className="docs-callout-body mt-1.5 text-muted" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
    </div>
  );
}
