import type { ReactNode } from "react";
import { Container } from "@/components/ui/section";

/** The title block of a long document. */
export function DocumentHeader({
  eyebrow,
  title,
  lead,
  meta,
  actions,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  meta?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="relative overflow-hidden border-b border-border">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-grid [mask-image:radial-gradient(ellipse_at_top_left,black_10%,transparent_65%)] print:hidden"
      />
      <Container className="relative py-16 sm:py-24">
        <p className="font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase">{eyebrow}</p>
        <h1 className="mt-4 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl">
          {title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-muted">{lead}</p>
        {meta ? <div className="mt-8">{meta}</div> : null}
        {actions ? <div className="mt-8 flex flex-wrap items-center gap-3 print:hidden">{actions}</div> : null}
      </Container>
    </header>
  );
}
