"use client";

import { ChevronDown } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface AccordionEntry {
  value: string;
  trigger: ReactNode;
  content: ReactNode;
}

/**
 * WAI-ARIA accordion: at most one panel open, which can also be closed; headings hold buttons
 * with aria-expanded, panels are labelled regions. Written here instead of Radix's because the
 * landing page's script budget has no room for a primitives library for nine questions.
 */
export function Accordion({
  items,
  defaultValue,
  className,
  contentClassName,
}: {
  items: AccordionEntry[];
  defaultValue?: string;
  className?: string;
  contentClassName?: string;
}) {
  const [open, setOpen] = useState<string | null>(defaultValue ?? null);
  const baseId = useId();

  return (
    <div className={className}>
      {items.map((item) => {
        const expanded = open === item.value;
        const triggerId = `${baseId}-${item.value}-trigger`;
        const panelId = `${baseId}-${item.value}-panel`;
        const state = expanded ? "open" : "closed";
        return (
          <div key={item.value} data-state={state} className="border-b border-border">
            <h3 className="flex">
              <button
                type="button"
                id={triggerId}
                aria-expanded={expanded}
                aria-controls={panelId}
                data-state={state}
                onClick={() => setOpen(expanded ? null : item.value)}
                className="group flex flex-1 items-center justify-between gap-4 py-5 text-left text-[15px] font-medium text-foreground transition-colors hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring"
              >
                {item.trigger}
                <ChevronDown
                  className="size-4 shrink-0 text-subtle transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              hidden={!expanded}
              className="text-sm leading-relaxed text-muted data-[state=open]:animate-fade-in"
            >
              <div className={cn("pb-5", contentClassName)}>{item.content}</div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
