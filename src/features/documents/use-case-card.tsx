import { ArrowRight } from "lucide-react";
import { getModule, type GenomeTemplate, type MarketplaceModule } from "@/domain/catalog/catalog";
import { Badge } from "@/components/ui/badge";
import { DocLink } from "./doc-link";
import { genomePath } from "@/domain/catalog/paths";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";

const STACK_PREVIEW = 6;

/** The technologies a genome brings: its adapters, in the template's order. */
export function stackOf(genome: GenomeTemplate): MarketplaceModule[] {
  return genome.modules.map((id) => getModule(id)).filter((module): module is MarketplaceModule => module?.category === "adapter");
}

/** A genome template as a use case: what it is for and the technologies it brings. */
export function UseCaseCard({
  genome,
  title,
  body,
  modulesLabel,
  stackLabel,
  viewLabel,
}: {
  genome: GenomeTemplate;
  title: string;
  body: string;
  modulesLabel: string;
  stackLabel: string;
  viewLabel: string;
}) {
  const stack = stackOf(genome);
  const shown = stack.slice(0, STACK_PREVIEW);
  const hidden = stack.length - shown.length;
  return (
    <article data-print-keep className={cn(cardVariants(), "flex h-full flex-col")}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold tracking-tight text-foreground">{title}</h3>
        <span className="font-mono text-xs text-subtle">{modulesLabel}</span>
      </div>
      <p className="mt-2 text-sm leading-relaxed text-muted">{body}</p>
      <p className="sr-only">{stackLabel}</p>
      <ul aria-label={stackLabel} className="mt-5 flex flex-wrap gap-1.5">
        {shown.map((module) => (
          <li key={module.id}>
            <Badge variant="secondary">{module.name}</Badge>
          </li>
        ))}
        {hidden > 0 ? (
          <li>
            <Badge variant="outline">+{hidden}</Badge>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto pt-6">
        <DocLink
          href={genomePath(genome.id)}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
        >
          {viewLabel}
          <span className="sr-only">: {title}</span>
          <ArrowRight aria-hidden className="size-3.5" />
        </DocLink>
      </div>
    </article>
  );
}
