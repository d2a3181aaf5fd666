import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { menuHooks } from "@/components/layout/menu-hooks";
import { hook } from "@/lib/dom-hooks";

/**
 * A button that shows and hides a panel of links or actions: the WAI-ARIA "disclosure navigation"
 * pattern, which suits site navigation better than role="menu". Escape, an outside click, leaving
 * it with Tab or choosing an entry closes it; arrow keys move between its entries.
 *
 * Markup only: it sits in the header of every page, so no React reaches the browser for it; the
 * site behaviour script (layout/behaviours/disclosure-menu.ts) wires each, by the hooks of layout/menu-hooks.ts.
 */
export function DisclosureMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  align = "start",
  children,
}: {
  trigger: ReactNode;
  /** Accessible name when the visible trigger content is not enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: "start" | "end";
  children: ReactNode;
}) {
  const panelId = useId();

  return (
    <div className="relative" {...hook(menuHooks.disclosure)}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={panelId}
        aria-label={triggerLabel}
        {...hook(menuHooks.state, "closed")}
        {...hook(menuHooks.disclosureTrigger)}
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div
        id={panelId}
        hidden
        {...hook(menuHooks.disclosurePanel)}
        className={cn(
          "absolute top-full z-50 mt-2 min-w-56 rounded-xl border border-border bg-surface-raised p-1.5 shadow-2xl shadow-black/50 animate-fade-in",
          align === "end" ? "right-0" : "left-0",
          panelClassName,
        )}
      >
        {children}
      </div>
    </div>
  );
}

/** Classes of an entry (link or button) inside a DisclosureMenu panel. */
export const disclosureEntryClass =
  "flex w-full items-start gap-3 rounded-lg px-3 py-2 text-left text-sm text-muted outline-none transition-colors hover:bg-surface-hover hover:text-foreground focus-visible:bg-surface-hover focus-visible:text-foreground focus-visible:outline-2 focus-visible:outline-ring";
