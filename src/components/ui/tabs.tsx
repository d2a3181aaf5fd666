import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { tabIndexForKey } from "./tab-keys";

/**
 * WAI-ARIA tabs for islands, controlled, with automatic activation: arrows, Home and End select
 * and focus a tab. Only the selected panel renders its content. A few lines instead of Radix Tabs,
 * which weighed more than the demo that uses them. Server-rendered tabs use tabs-behaviour.ts.
 */
interface TabsState {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

const triggerId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<"div">, "defaultValue"> & { value: string; onValueChange: (value: string) => void }) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, onValueChange }}>
      <div {...props} />
    </TabsContext.Provider>
  );
}

/** A tab's look, for tabs drawn on the server too (the landing's audience tabs); `data-state` says which is selected. */
export const tabTriggerClass =
  "inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-muted transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-surface-hover data-[state=active]:text-foreground";

export function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn("inline-flex items-center gap-1 rounded-xl border border-border bg-surface p-1", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const list = event.currentTarget.closest("[role=tablist]");
    const triggers = list ? Array.from(list.querySelectorAll<HTMLElement>("[role=tab]")) : [];
    const next = tabIndexForKey(event.key, triggers.indexOf(event.currentTarget), triggers.length);
    const tab = next === null ? undefined : triggers[next];
    if (!tab?.dataset.value) return;
    event.preventDefault();
    tabs.onValueChange(tab.dataset.value);
    tab.focus();
  }

  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(tabs.baseId, value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      data-value={value}
      onClick={() => tabs.onValueChange(value)}
      onKeyDown={onKeyDown}
      className={cn(tabTriggerClass, className)}
      {...props}
    />
  );
}

export function TabsContent({ value, className, children, ...props }: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      hidden={!selected}
      tabIndex={0}
      data-state={selected ? "active" : "inactive"}
      className={cn("mt-6 focus-visible:outline-2 focus-visible:outline-ring", className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
