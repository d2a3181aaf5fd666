import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";

export interface TocItem {
  id: string;
  label: string;
}

/**
 * The document's contents: a sticky list beside the text on wide screens, a collapsible bar on
 * small ones. Rendered at build time with the first section current; `wireTableOfContents`
 * (behaviours/table-of-contents.ts) then marks the section being read with `aria-current` and
 * opens or closes the bar. The look follows those attributes, so the script never touches classes.
 */
export function TableOfContents({ items, title, className }: { items: TocItem[]; title: string; className?: string }) {
  const listId = useId();
  const first = items[0];

  return (
    <nav
      aria-label={title}
      data-toc
      className={cn(
        "sticky top-[var(--header-height)] z-30 -mx-5 border-b border-border bg-background/90 px-5 backdrop-blur-xl md:-mx-8 md:px-8 lg:top-[calc(var(--header-height)+2.5rem)] lg:mx-0 lg:border-0 lg:bg-transparent lg:px-0 lg:backdrop-blur-none print:hidden",
        className,
      )}
    >
      <button
        type="button"
        aria-expanded="false"
        aria-controls={listId}
        data-toc-toggle
        className="group peer flex h-12 w-full items-center justify-between gap-3 text-left text-sm lg:hidden"
      >
        <span className="flex min-w-0 items-center gap-2">
          <span className="font-medium text-foreground">{title}</span>
          {first ? (
            <span className="truncate text-muted">
              · <span data-toc-current>{first.label}</span>
            </span>
          ) : null}
        </span>
        <ChevronDown aria-hidden className="size-4 shrink-0 text-muted transition-transform group-aria-expanded:rotate-180" />
      </button>
      <p aria-hidden className="mb-3 hidden font-mono text-xs font-medium tracking-[0.14em] text-subtle uppercase lg:block">
        {title}
      </p>
      {/* On small screens the list drops over the text, so opening and closing it never shifts the page. */}
      <ol
        id={listId}
        className={cn(
          "absolute inset-x-0 top-full hidden max-h-[70vh] space-y-0.5 overflow-y-auto border-b border-border bg-background/95 px-5 pt-1 pb-4 backdrop-blur-xl peer-aria-expanded:block md:px-8",
          "lg:static lg:block lg:max-h-none lg:overflow-visible lg:border-b-0 lg:border-l lg:bg-transparent lg:px-0 lg:pt-0 lg:pb-0 lg:backdrop-blur-none",
        )}
      >
        {items.map((item, index) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              data-toc-link={item.id}
              aria-current={item.id === first?.id ? "location" : undefined}
              className="-ml-px flex gap-3 rounded-md border-l-2 border-transparent py-2 pr-2 pl-3 text-sm text-muted transition-colors hover:text-foreground aria-[current=location]:border-primary-text aria-[current=location]:text-foreground lg:rounded-none lg:py-1.5"
            >
              <span aria-hidden className="w-5 font-mono text-xs leading-5 text-subtle tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
              <span data-toc-label>{item.label}</span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
