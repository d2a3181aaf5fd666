import { ChevronDown } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/utils";
import { hook } from "@/lib/dom-hooks";
import type { UiHooks } from "./ui-hooks";

export interface AccordionEntry {
  value: string;
  trigger: ReactNode;
  content: ReactNode;
}

/**
 * An accordion of native <details> sharing one `name`: the browser keeps at most one open, opens
 * and closes them with the mouse and keyboard, and needs no script. Each summary is announced as
 * a button with its expanded state and each answer as a region; accordion-behaviour.ts keeps
 * those attributes in step when an item opens or closes. Server markup only.
 */
export function Accordion({
  name,
  items,
  defaultValue,
  className,
  contentClassName,
}: {
  /** Groups the items: opening one closes the others. */
  name: string;
  items: AccordionEntry[];
  defaultValue?: string;
  className?: string;
  contentClassName?: string;
}) {
  const baseId = useId();

  return (
    <div className={className} {...hook("data-accordion" satisfies UiHooks["accordion"])}>
      {items.map((item) => {
        const open = item.value === defaultValue;
        const triggerId = `${baseId}-${item.value}-trigger`;
        const panelId = `${baseId}-${item.value}-panel`;
        const state = open ? "open" : "closed";
        return (
          <details key={item.value} name={name} open={open} className="group border-b border-border">
            <summary
              id={triggerId}
              role="button"
              aria-expanded={open}
              aria-controls={panelId}
              className="flex cursor-default list-none items-center justify-between gap-4 py-5 text-left text-[15px] font-medium text-foreground transition-colors hover:text-primary-text focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden"
            >
              {item.trigger}
              <ChevronDown className="size-4 shrink-0 text-subtle transition-transform duration-200 group-open:rotate-180" aria-hidden />
            </summary>
            <div
              id={panelId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              className="animate-fade-in text-sm leading-relaxed text-muted"
            >
              <div className={cn("pb-5", contentClassName)}>{item.content}</div>
            </div>
          </details>
        );
      })}
    </div>
  );
}
