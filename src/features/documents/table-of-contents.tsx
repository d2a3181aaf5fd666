import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";
import { hook } from "@/lib/dom-hooks";
import { TABLE_OF_CONTENTS, tocHooks } from "./document-hooks";

export interface TocItem {
  id: string;
  label: string;
  /** A subsection (an h3) is indented under its section. */
  depth?: 2 | 3;
}

/**
 * Where the contents stop being a bar over the text and become a list beside it: the long
 * documents have room from `lg`; the docs, with their sidebar too, from `xl`. Whole class names,
 * so Tailwind sees them.
 */
const layouts = {
  lg: {
    nav: "lg:top-[calc(var(--header-height)+2.5rem)] lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0",
    toggle: "lg:hidden",
    title: "lg:block",
    list: "lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-b-0 lg:border-l lg:bg-transparent lg:px-0 lg:pt-0 lg:pb-0",
    link: "lg:rounded-none lg:py-1.5",
  },
  xl: {
    nav: "xl:top-[calc(var(--header-height)+2.5rem)] xl:mx-0 xl:border-0 xl:bg-transparent xl:px-0",
    toggle: "xl:hidden",
    title: "xl:block",
    list: "xl:static xl:block xl:max-h-[calc(100dvh-var(--header-height)-5rem)] xl:overflow-y-auto xl:border-b-0 xl:border-l xl:bg-transparent xl:px-0 xl:pt-0 xl:pb-0",
    link: "xl:rounded-none xl:py-1",
  },
} as const;

/**
 * The document's contents: a sticky list beside the text on wide screens, a collapsible bar on
 * small ones. Rendered at build time with the first section current; its element
 * (`<table-of-contents>`, behaviours/table-of-contents.ts) then marks the section being read with `aria-current` and
 * opens or closes the bar. The look follows those attributes, so the script never touches classes.
 */
export function TableOfContents({
  items,
  title,
  className,
  numbered = true,
  wideFrom = "lg",
}: {
  items: TocItem[];
  title: string;
  className?: string;
  /** Each section's number before its name (the long documents); the docs show names alone. */
  numbered?: boolean;
  wideFrom?: keyof typeof layouts;
}) {
  const listId = useId();
  const first = items[0];
  const layout = layouts[wideFrom];

  // The element lays nothing out (`contents`): the nav stays sticky within the page's column.
  return (
    <TABLE_OF_CONTENTS className="contents">
      <nav
        aria-label={title}
        {...hook(tocHooks.nav)}
        className={cn(
          "sticky top-[var(--header-height)] z-30 -mx-5 border-b border-border bg-background px-5 md:-mx-8 md:px-8 print:hidden",
          layout.nav,
          className,
        )}
      >
        <button
          type="button"
          aria-expanded="false"
          aria-controls={listId}
          {...hook(tocHooks.toggle)}
          className={cn("group peer flex h-12 w-full items-center justify-between gap-3 text-left text-sm", layout.toggle)}
        >
          <span className="flex min-w-0 items-center gap-2">
            <span className="font-medium text-foreground">{title}</span>
            {first ? (
              <span className="truncate text-muted">
                · <span {...hook(tocHooks.current)}>{first.label}</span>
              </span>
            ) : null}
          </span>
          <ChevronDown aria-hidden className="size-4 shrink-0 text-muted transition-transform group-aria-expanded:rotate-180" />
        </button>
        <p aria-hidden className={cn("mb-3 hidden font-mono text-xs font-medium tracking-[0.14em] text-subtle uppercase", layout.title)}>
          {title}
        </p>
        {/* On small screens the list drops over the text, so opening and closing it never shifts the page. Bar and list are
            opaque: with a see-through background the text under them read through the list wherever the browser drew no blur. */}
        <ol
          id={listId}
          className={cn(
            "absolute inset-x-0 top-full hidden max-h-[70vh] space-y-0.5 overflow-y-auto border-b border-border bg-background px-5 pt-1 pb-4 peer-aria-expanded:block md:px-8",
            layout.list,
          )}
        >
          {items.map((item, index) => (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                {...hook(tocHooks.link, item.id)}
                aria-current={item.id === first?.id ? "location" : undefined}
                className={cn(
                  "-ml-px flex gap-3 rounded-md border-l-2 border-transparent py-2 pr-2 pl-3 text-sm text-muted transition-colors hover:text-foreground aria-[current=location]:border-primary-text aria-[current=location]:text-foreground",
                  item.depth === 3 && "pl-6",
                  layout.link,
                )}
              >
                {numbered ? (
                  <span aria-hidden className="w-5 font-mono text-xs leading-5 text-subtle tabular-nums">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                ) : null}
                <span {...hook(tocHooks.label)}>{item.label}</span>
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </TABLE_OF_CONTENTS>
  );
}
