import { localized } from "@/i18n/locale-context";
import { Boxes, Cpu } from "lucide-react";
import type { LightpaperContent } from "@/content/documents/lightpaper/content";
import { DocumentSection } from "@/features/documents/document-section";
import { IconTile } from "@/components/ui/icon-tile";
import { cardVariants } from "@/components/ui/card";

const icons = { engine: Cpu, marketplace: Boxes } as const;

export const SolutionSection = localized(function SolutionSection({ content }: { content: LightpaperContent }) {
  const { solution } = content;
  return (
    <DocumentSection id="solution" title={solution.title}>
      <p className="text-lg leading-relaxed text-pretty text-muted">{solution.lead}</p>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {solution.layers.map((layer) => {
          const Icon = icons[layer.id];
          return (
            <article key={layer.id} data-print-keep className={cardVariants()}>
              <IconTile tone="primary">
                <Icon aria-hidden className="size-5" />
              </IconTile>
              <h3 className="mt-4 text-lg font-semibold tracking-tight text-foreground">{layer.name}</h3>
              <p className="mt-1 font-mono text-xs text-subtle">{layer.tagline}</p>
              <p className="mt-3 text-sm leading-relaxed text-muted">{layer.body}</p>
              <ul className="mt-4 space-y-2">
                {layer.points.map((point) => (
                  <li key={point} className="flex gap-2.5 text-sm text-foreground">
                    <span aria-hidden className="mt-2 size-1.5 shrink-0 rounded-full bg-primary-text" />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          );
        })}
      </div>
      <p className="mt-8 leading-relaxed text-pretty text-muted">{solution.closing}</p>
    </DocumentSection>
  );
});
