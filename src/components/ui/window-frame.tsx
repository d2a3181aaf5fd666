import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A window's title bar: three dots and the window's title in monospace, with room on the right
 * (`children`) for a badge. The landing demo's app window and every terminal share it.
 */
export function WindowTitleBar({ title, children, caption = false, className }: { title: ReactNode; children?: ReactNode; caption?: boolean; className?: string }) {
  const Bar = caption ? "figcaption" : "div";
  return (
    <Bar className={cn("flex h-10 items-center gap-3 border-b border-border bg-surface/60 px-4", className)}>
      <span aria-hidden className="flex gap-1.5">
        <span className="size-2.5 rounded-full bg-[#3a3f4b]" />
        <span className="size-2.5 rounded-full bg-[#3a3f4b]" />
        <span className="size-2.5 rounded-full bg-[#3a3f4b]" />
      </span>
      <span className="truncate font-mono text-xs text-muted">{title}</span>
      {children}
    </Bar>
  );
}

const terminalFrame = "overflow-hidden rounded-xl border border-border-strong bg-terminal shadow-2xl shadow-black/50";

/** A terminal window: the dark frame and its title bar; a `figure` when its title is its caption. */
export function TerminalWindow({ title, className, children, ...props }: ComponentProps<"div"> & { title: ReactNode }) {
  return (
    <div className={cn(terminalFrame, className)} {...props}>
      <WindowTitleBar title={title} />
      {children}
    </div>
  );
}

export function TerminalFigure({ title, className, children, ...props }: ComponentProps<"figure"> & { title: ReactNode }) {
  return (
    <figure className={cn(terminalFrame, className)} {...props}>
      <WindowTitleBar title={title} caption />
      {children}
    </figure>
  );
}
