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
      <dl className="mt-8 grid gap-px overflow-hidden rounded-xl border border-border bg-border sm:grid-cols-2">
        {problem.stats.map((stat) => (
          <div key={stat.id} data-print-keep className="flex flex-col bg-surface p-5">
            <dt className="text-sm leading-relaxed text-muted">{stat.label}</dt>
            <dd className="order-first mb-1 font-mono text-3xl font-semibold tracking-tight text-foreground">{stat.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-8 border-l-2 border-gold pl-4 text-pretty text-foreground">{problem.closing}</p>
    </DocumentSection>
  );
});
