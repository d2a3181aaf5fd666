import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A labelled on/off switch: a native checkbox with the switch role, so Space toggles it. */
export function SwitchField({
  id,
  checked,
  onCheckedChange,
  children,
  className,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex items-center justify-between gap-4 py-1.5", className)}>
      <label htmlFor={id} className="min-w-0 cursor-pointer text-sm text-foreground">
        {children}
      </label>
      <span className="relative inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={checked}
          onChange={(event) => onCheckedChange(event.target.checked)}
          className="peer absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-full opacity-0"
        />
        <span
          aria-hidden
          className="h-5 w-9 rounded-full border border-border-strong bg-surface-raised transition-colors peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring"
        />
        <span
          aria-hidden
          className="pointer-events-none absolute top-[3px] left-[3px] size-3.5 rounded-full bg-muted transition-transform peer-checked:translate-x-4 peer-checked:bg-white"
        />
      </span>
    </div>
  );
}
