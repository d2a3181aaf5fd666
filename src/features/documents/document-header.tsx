import type { ReactNode } from "react";
import { PageHero, PageHeroContent, PageHeroDescription, PageHeroTitle } from "@/components/ui/page-hero";
import { Eyebrow } from "@/components/ui/eyebrow";

/** The title block of a long document, with an optional panel of key facts beside it. */
export function DocumentHeader({
  eyebrow,
  title,
  lead,
  aside,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  aside?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <PageHero as="header" backdrop="document">
      <PageHeroContent size="detail" className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-end lg:gap-16">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <PageHeroTitle size="document" tone="foreground">
            {title}
          </PageHeroTitle>
          <PageHeroDescription>{lead}</PageHeroDescription>
          {/* Controls for the document (print it, copy it, open its source): not words of it for the site search. */}
          {actions ? (
            <div data-pagefind-ignore="" className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
              {actions}
            </div>
          ) : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </PageHeroContent>
    </PageHero>
  );
}
