import { localized } from "@/i18n/locale-context";
import { requirements, supportedStacks } from "@/domain/content/platform";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { cardVariants } from "@/components/ui/card";

/** A titled list of facts; a fact without a value (a version nobody states) shows its name and an empty value. */
function SpecCard({ title, rows }: { title: string; rows: { id: string; label: string; value: string | null }[] }) {
  return (
    <div data-print-keep className={cardVariants({ padding: "none" })}>
      <h3 className="border-b border-border px-5 py-3 text-sm font-semibold text-foreground">{title}</h3>
      <dl className="divide-y divide-border">
        {rows.map((row) => (
          <div key={row.id} className="flex items-center justify-between gap-4 px-5 py-2.5 text-sm">
            <dt className="text-muted">{row.label}</dt>
            <dd className="font-mono text-foreground">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export const SpecificationsSection = localized(function SpecificationsSection({ content }: { content: LightpaperContent }) {
  const { specifications: spec } = content;
  return (
    <DocumentSection id="specifications" title={spec.title}>
      <p className="text-lg leading-relaxed text-pretty text-muted">{spec.lead}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <SpecCard
          title={spec.requirementsTitle}
          rows={requirements.map((requirement) => ({ id: requirement.id, label: requirement.name, value: requirement.version }))}
        />
        <SpecCard
          title={spec.stacksTitle}
          rows={supportedStacks.map((stack) => ({ id: stack.id, label: stack.name, value: stack.version }))}
        />
        <SpecCard title={spec.catalogTitle} rows={spec.catalogRows} />
      </div>
    </DocumentSection>
  );
});
