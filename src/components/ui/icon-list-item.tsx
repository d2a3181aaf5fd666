import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * An item of a list read as points: its icon, then its title over a line of text. A `heading` item
 * is a short section of its own (its title an h3 under the band's h2); otherwise the title and text
 * are one run of words.
 */
export function IconListItem({
  icon,
  title,
  description,
  heading = false,
  className,
}: {
  /** The icon or its tile, hidden from screen readers by the caller. */
  icon: ReactNode;
  title: string;
  description: string;
  heading?: boolean;
  className?: string;
}) {
  return (
    <li className={cn("flex", heading ? "gap-4" : "gap-3", className)}>
      {icon}
      {heading ? (
        <div>
          <h3 className="text-base font-semibold tracking-tight text-foreground">{title}</h3>
          <p className="mt-1 text-[15px] leading-relaxed text-muted">{description}</p>
        </div>
      ) : (
        <span>
          <span className="block text-[15px] font-medium text-foreground">{title}</span>{" "}
          <span className="mt-0.5 block text-sm text-muted">{description}</span>
        </span>
      )}
    </li>
  );
}
