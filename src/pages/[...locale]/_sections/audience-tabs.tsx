import { useId, type ReactNode } from "react";
import { TabsList, tabTriggerClass } from "@/components/ui/tabs";
import { cn } from "@/lib/utils";
import { hook } from "@/lib/dom-hooks";
import type { UiHooks } from "@/components/ui/ui-hooks";

export interface AudienceTab {
  id: string;
  trigger: ReactNode;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation (arrows, Home, End), first tab selected. Server markup
 * only: both panels are in the HTML, the inactive one `hidden`, and ui/tabs-behaviour.ts (the
 * landing page's small script) switches them, so the section ships no React.
 */
export function AudienceTabs({ label, tabs }: { label: string; tabs: AudienceTab[] }) {
  const base = useId();

  return (
    <div className="mt-10" {...hook("data-tabs" satisfies UiHooks["tabs"])}>
      <TabsList aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = index === 0;
          return (
            <button
              key={tab.id}
              type="button"
              role="tab"
              id={`${base}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              className={cn(tabTriggerClass, "[&_svg]:size-4")}
            >
              {tab.trigger}
            </button>
          );
        })}
      </TabsList>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={index !== 0}
          className="mt-8 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
