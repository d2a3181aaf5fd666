"use client";

import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState, type MouseEvent } from "react";
import { cn } from "@/lib/utils";

export interface TocItem {
  id: string;
  label: string;
}

/**
 * The document's contents: a sticky list beside the text on wide screens, a collapsible bar on
 * small ones. The section being read is marked with `aria-current` as the reader scrolls.
 */
export function TableOfContents({ items, title, className }: { items: TocItem[]; title: string; className?: string }) {
  const [active, setActive] = useState(items[0]?.id);
  const [open, setOpen] = useState(false);
  const listId = useId();

  useEffect(() => {
    const sections = items.map((item) => document.getElementById(item.id)).filter((node) => node !== null);
    const visible = new Set<string>();
    // A band across the upper part of the viewport: the first section inside it is the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const current = items.find((item) => visible.has(item.id));
        if (current) setActive(current.id);
      },
      { rootMargin: "-96px 0px -55% 0px" },
    );
    for (const section of sections) observer.observe(section);
    return () => observer.disconnect();
  }, [items]);

  function go(event: MouseEvent<HTMLAnchorElement>, id: string) {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduce ? "instant" : "smooth", block: "start" });
    target.focus({ preventScroll: true });
    window.history.replaceState(null, "", `#${id}`);
    setActive(id);
    setOpen(false);
  }

  const activeLabel = items.find((item) => item.id === active)?.label;

  return (
    <nav
      aria-label={title}
      className={cn(
        "sticky top-[var(--header-height)] z-30 -mx-5 border-b border-border bg-background/90 px-5 backdrop-blur-xl md:-mx-8 md:px-8 lg:top-[calc(var(--header-height)+2.5rem)] lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none print:hidden",
        className,
      )}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex h-12 w-full items-center justify-between gap-3 text-left text-sm lg:hidden"
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="font-medium text-foreground">{title}</span>
          {activeLabel ? <span className="truncate text-muted">· {activeLabel}</span> : null}
        </span>
        <ChevronDown aria-hidden className={cn("size-4 shrink-0 text-muted transition-transform", open && "rotate-180")} />
      </button>
      <p aria-hidden className="mb-3 hidden font-mono text-xs font-medium tracking-[0.14em] text-subtle uppercase lg:block">
        {title}
      </p>
      <ol id={listId} className={cn("space-y-0.5 pb-4 lg:block lg:border-l lg:border-border lg:pb-0", open ? "block" : "hidden")}>
        {items.map((item, index) => {
          const current = item.id === active;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                onClick={(event) => go(event, item.id)}
                aria-current={current ? "location" : undefined}
                className={cn(
                  "-ml-px flex gap-3 rounded-md border-l-2 border-transparent py-2 pr-2 pl-3 text-sm text-muted transition-colors hover:text-foreground lg:rounded-none lg:py-1.5",
                  current && "border-primary-text text-foreground",
                )}
              >
                <span aria-hidden className="w-5 font-mono text-xs leading-5 text-subtle tabular-nums">
                  {String(index + 1).padStart(2, "0")}
                </span>
                <span>{item.label}</span>
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
