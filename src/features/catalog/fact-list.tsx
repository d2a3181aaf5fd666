import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface Fact {
  key: string;
  Icon: LucideIcon;
  label: string;
  value: ReactNode;
  /** A version or a range, set in the code face. */
  code?: boolean;
}

/** A catalogue page's facts under its title: each a value over its label, beside its icon's tile. */
export function FactList({ facts, className, ...props }: Omit<ComponentProps<"dl">, "children"> & { facts: readonly Fact[] }) {
  return (
    <dl className={cn("mt-10 flex flex-wrap gap-x-10 gap-y-4", className)} {...props}>
      {facts.map(({ key, Icon, label, value, code }) => (
        <div key={key} className="relative flex min-h-9 flex-col-reverse justify-center pl-12">
          <dt className="text-xs text-subtle">
            <span className="absolute top-1/2 left-0 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-lg border border-border bg-surface text-subtle">
              <Icon aria-hidden className="size-4" />
            </span>
            {label}
          </dt>
          <dd className={cn("text-sm font-medium text-foreground", code && "font-mono")}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
