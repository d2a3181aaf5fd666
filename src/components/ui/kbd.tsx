import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A key of the keyboard, as shortcuts and key hints show it. */
export function Kbd({ className, ...props }: ComponentProps<"kbd">) {
  return (
    <kbd
      className={cn(
        "inline-flex h-5 min-w-5 items-center justify-center rounded border border-border-strong bg-surface px-1 font-mono text-[11px] leading-none font-medium text-muted",
        className,
      )}
      {...props}
    />
  );
}
