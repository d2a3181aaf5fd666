import { ArrowRight, Boxes } from "lucide-react";
import { ModuleLogo } from "@/components/icons/module-logo";
import { Badge } from "@/components/ui/badge";
import { IconTile } from "@/components/ui/icon-tile";
import type { ModuleId } from "@/domain/catalog/catalog";
import { cardVariants } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { StretchedLink } from "@/components/ui/stretched-link";

/** Cards show at most this many tags, then a '+N' overflow. */
export const CARD_TAG_LIMIT = 3;

export interface GenomeCardCopy {
  /** The genome page in the reader's language. */
  href: string;
  useCase: string;
  name: string;
  description: string;
  /** The adapters its genome installs (its integrators join these), named as the catalogue names them. */
  technologies: { id: ModuleId; name: string }[];
  technologiesLabel: string;
  tags: string[];
  moreTags: string;
  moreTagsLabel: string;
  /** What its genome installs: "18 modules: 7 adapters chosen, 11 integrators wired". */
  modules: string;
  view: string;
}

/** A genome template as a card; the title is the link, stretched over the whole card. */
export function GenomeCard({ id, copy }: { id: string; copy: GenomeCardCopy }) {
  const shown = copy.tags.slice(0, CARD_TAG_LIMIT);
  const hidden = copy.tags.length - shown.length;
  return (
    <article className={cn(cardVariants({ interactive: true }), "group relative flex w-full flex-col")}>
      <div className="flex items-center justify-between gap-3">
        <Badge variant="secondary">{copy.useCase}</Badge>
        {/* The id is on the genome's own page: the site search leaves it out here, the space that keeps it apart from the use case included. */}
        <span data-pagefind-ignore="" className="truncate font-mono text-xs text-subtle">
          {` ${id}`}
        </span>
      </div>
      <h3 className="mt-5 text-xl font-semibold tracking-tight text-foreground">
        <StretchedLink href={copy.href}>{copy.name}</StretchedLink>
      </h3>
      <p className="mt-2 line-clamp-2 text-sm leading-relaxed text-muted">{copy.description}</p>
      {/* Out of the search index: the logos' names would run together into one word. */}
      <ul aria-label={copy.technologiesLabel} data-pagefind-ignore="" className="mt-5 flex flex-wrap gap-1.5">
        {copy.technologies.map((technology) => (
          <li key={technology.id}>
            <IconTile size="sm">
              <ModuleLogo moduleId={technology.id} size="sm" label={technology.name} />
            </IconTile>
          </li>
        ))}
      </ul>
      <ul className="mt-4 mb-6 flex flex-wrap gap-1.5">
        {shown.map((tag) => (
          <li key={tag}>
            <Badge variant="outline">{tag}</Badge>
          </li>
        ))}
        {hidden > 0 ? (
          <li>
            <Badge variant="outline" className="text-subtle">
              <span aria-hidden>{copy.moreTags}</span>
              <span className="sr-only">{copy.moreTagsLabel}</span>
            </Badge>
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex items-center gap-4 border-t border-border pt-4 text-sm text-muted sm:gap-5">
        <span className="inline-flex items-start gap-1.5 text-balance">
          <Boxes aria-hidden className="mt-0.5 size-4 shrink-0 text-subtle" />
          {copy.modules}
        </span>{" "}
        <span aria-hidden className="ml-auto inline-flex shrink-0 items-center gap-1 font-medium text-primary-text">
          <span className="hidden sm:inline">{copy.view}</span>
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
