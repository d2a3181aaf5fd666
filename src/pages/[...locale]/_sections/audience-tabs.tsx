import { useId, type ReactNode } from "react";

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
    <div className="mt-10" data-tabs="">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="inline-flex items-center gap-1 rounded-xl border border-border bg-surface p-1"
      >
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
              className="inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-surface-hover data-[state=active]:text-foreground [&_svg]:size-4"
            >
              {tab.trigger}
            </button>
          );
        })}
      </div>
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
