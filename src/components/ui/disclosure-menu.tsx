"use client";

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A button that shows and hides a panel of links or actions: the WAI-ARIA "disclosure navigation"
 * pattern, which suits site navigation better than role="menu". Escape, an outside click, leaving
 * it with Tab or choosing an entry closes it; arrow keys move between its entries.
 *
 * Written here rather than taken from Radix because it sits in the header of every page: Radix's
 * dropdown brings a positioning engine (~20 KB gzip) that a panel under a button does not need.
 */
export function DisclosureMenu({
  trigger,
  triggerLabel,
  triggerClassName,
  panelClassName,
  align = "start",
  disabled = false,
  children,
}: {
  trigger: ReactNode;
  /** Accessible name when the visible trigger content is not enough. */
  triggerLabel?: string;
  triggerClassName?: string;
  panelClassName?: string;
  align?: "start" | "end";
  disabled?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  const entries = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  function focusEntry(index: number) {
    const items = entries();
    if (items.length === 0) return;
    items[(index + items.length) % items.length]?.focus();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const last = event.key === "ArrowUp";
      requestAnimationFrame(() => focusEntry(last ? -1 : 0));
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const items = entries();
    const current = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown") focusEntry(current + 1);
    else if (event.key === "ArrowUp") focusEntry(current - 1);
    else if (event.key === "Home") focusEntry(0);
    else if (event.key === "End") focusEntry(-1);
    else return;
    event.preventDefault();
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        data-state={open ? "open" : "closed"}
        className={triggerClassName}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {trigger}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a[href], button")) close(false);
        }}
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
