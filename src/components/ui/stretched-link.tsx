import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A card's title link, stretched over the whole card so that the card is one target, with its focus
 * ring drawn around the card. The card must be `relative`; controls that must stay clickable on
 * top of it (a footer's buttons) sit in a `relative z-10` box.
 */
export function StretchedLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      className={cn(
        "after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring",
        className,
      )}
    >
      {children}
    </a>
  );
}
