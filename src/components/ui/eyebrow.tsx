import type { ReactNode } from "react";
import { LABEL_SEARCH_WEIGHT } from "@/lib/search-weights";
import { cn } from "@/lib/utils";

/**
 * The short label above a heading ("Workflow", "Reference"). It names what the heading says at
 * length: a label for the site search too, found but never quoted as a sentence.
 */
export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p data-pagefind-weight={LABEL_SEARCH_WEIGHT} className={cn("font-mono text-xs font-medium tracking-[0.14em] text-primary-text uppercase", className)}>
      {children}
    </p>
  );
}
