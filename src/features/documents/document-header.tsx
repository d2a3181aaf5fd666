import type { ReactNode } from "react";
import { Container } from "@/components/ui/section";
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
    <header className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-grid [mask-image:radial-gradient(ellipse_at_top_left,black_10%,transparent_65%)] print:hidden"
      />
      <div aria-hidden className="pointer-events-none absolute -top-32 right-0 h-72 w-[32rem] glow-primary-soft print:hidden" />
      <Container className="relative grid gap-10 py-16 sm:py-24 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-end lg:gap-16">
        <div>
          <Eyebrow>{eyebrow}</Eyebrow>
          <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
          {/* Controls for the document (print it, copy it, open its source): not words of it for the site search. */}
          {actions ? (
            <div data-pagefind-ignore="" className="mt-8 flex flex-wrap items-center gap-3 print:hidden">
              {actions}
            </div>
          ) : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </Container>
    </header>
  );
}
