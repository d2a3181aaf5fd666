import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A window's title bar: three dots and the window's title in monospace, with room on the right
 * (`children`) for a badge. The landing demo's app window and every terminal share it.
 */
export function WindowTitleBar({ title, children, caption = false, className }: { title: ReactNode; children?: ReactNode; caption?: boolean; className?: string }) {
  const Bar = caption ? "figcaption" : "div";
  return (
    <Bar className={cn("flex min-h-10 items-center gap-3 border-b border-border bg-surface/60 px-4 py-2", className)}>
      <span aria-hidden className="flex gap-1.5">
        <span className="size-2.5 rounded-full bg-[#3a3f4b]" />
        <span className="size-2.5 rounded-full bg-[#3a3f4b]" />
        <span className="size-2.5 rounded-full bg-[#3a3f4b]" />
      </span>
      {/* A title wraps rather than being cut: on a phone the hero's names its template in full. */}
      <span className="min-w-0 font-mono text-xs leading-snug text-muted">{title}</span>
      {children}
    </Bar>
  );
}

/**
 * A terminal window: the dark frame and its title bar. As a `figure`, the title bar is the figure's
 * caption (the landing's example session); otherwise the caller names it (the CLI page's session).
 */
export function TerminalWindow({
  title,
  figure = false,
  className,
  children,
  ...props
}: ComponentProps<"div"> & { title: ReactNode; figure?: boolean }) {
  const Frame = figure ? "figure" : "div";
  return (
    <Frame className={cn("overflow-hidden rounded-xl border border-border-strong bg-terminal shadow-2xl shadow-black/50", className)} {...props}>
      <WindowTitleBar title={title} caption={figure} />
      {children}
    </Frame>
  );
}
