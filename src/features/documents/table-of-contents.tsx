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
    // A line across the viewport at 30% of its height: the section crossing it is the one being read.
    // The observer only says when something crossed; the positions decide, so batched entries cannot mislead.
    const observer = new IntersectionObserver(
      () => {
        const line = window.innerHeight * 0.3;
        const current = sections.find((section) => {
          const { top, bottom } = section.getBoundingClientRect();
          return top <= line && bottom > line;
        });
        if (current) setActive(current.id);
      },
      { rootMargin: "-30% 0px -69% 0px" },
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
      {/* On small screens the list drops over the text, so opening and closing it never shifts the page. */}
      <ol
        id={listId}
        className={cn(
          "absolute inset-x-0 top-full max-h-[70vh] space-y-0.5 overflow-y-auto border-b border-border bg-background/95 px-5 pt-1 pb-4 backdrop-blur-xl md:px-8",
          "lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-b-0 lg:border-l lg:bg-transparent lg:px-0 lg:pt-0 lg:pb-0 lg:backdrop-blur-none",
          open ? "block" : "hidden",
        )}
      >
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
