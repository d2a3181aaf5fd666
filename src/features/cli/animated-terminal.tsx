import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "@/lib/utils";
import { TERMINAL_LINE_DELAYS_MS, visibleLineCount } from "./terminal-timeline";

export interface TerminalLine {
  id: string;
  kind: "command" | "output";
  text: string;
}

export interface AnimatedTerminalProps {
  lines: TerminalLine[];
  label: string;
  title: string;
}

/**
 * A terminal that types out a session once it scrolls into view: line n appears at
 * TERMINAL_LINE_DELAYS_MS[n], the last one highlighted, then a blinking cursor. With reduced
 * motion every line is shown at once. Lines not yet shown keep their space, so nothing moves.
 */
export function AnimatedTerminal({ lines, label, title }: AnimatedTerminalProps) {
  const [shown, setShown] = useState(0);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const total = Math.min(lines.length, TERMINAL_LINE_DELAYS_MS.length);
    const delays = TERMINAL_LINE_DELAYS_MS.slice(0, total);
    const timers: ReturnType<typeof setTimeout>[] = [];
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;

    if (reduced) {
      // Everything at once, without waiting to be scrolled into view.
      timers.push(setTimeout(() => setShown(total), 0));
      return () => timers.forEach(clearTimeout);
    }

    const start = () => {
      const startedAt = performance.now();
      for (const delay of delays) {
        timers.push(setTimeout(() => setShown(visibleLineCount(performance.now() - startedAt, delays)), delay));
      }
    };

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { threshold: 0.3 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      timers.forEach(clearTimeout);
    };
  }, [lines.length]);

  const done = shown >= lines.length;

  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      className="overflow-hidden rounded-xl border border-border bg-[#0b0c10] shadow-2xl shadow-black/50"
    >
      <div className="flex h-10 items-center gap-2 border-b border-border bg-surface/60 px-4">
        <span aria-hidden className="size-2.5 rounded-full bg-[#ff5f57]/80" />
        <span aria-hidden className="size-2.5 rounded-full bg-[#febc2e]/80" />
        <span aria-hidden className="size-2.5 rounded-full bg-[#28c840]/80" />
        <span className="ml-3 font-mono text-xs text-subtle">{title}</span>
      </div>
      <ol className="space-y-1.5 overflow-x-auto p-5 font-mono text-[13px] leading-6">
        {lines.map((line, index) => {
          const visible = index < shown;
          const last = index === lines.length - 1;
          return (
            <li
              key={line.id}
              data-terminal-line={index}
              data-visible={visible}
              aria-hidden={!visible}
              className={cn(
                "flex gap-2.5 break-words whitespace-pre-wrap transition-[opacity,translate] duration-300",
                visible ? "translate-y-0 opacity-100" : "invisible translate-y-1 opacity-0",
                last && "-mx-2 rounded-md bg-success/10 px-2 font-medium text-success",
              )}
            >
              {line.kind === "command" ? (
                <span aria-hidden className="text-primary-text select-none">
                  $
                </span>
              ) : (
                <Check aria-hidden className={cn("mt-1 size-4 shrink-0", last ? "text-success" : "text-success/80")} />
              )}
              <span className={cn("min-w-0", line.kind === "command" ? "text-foreground" : last ? "text-success" : "text-muted")}>{line.text}</span>
            </li>
          );
        })}
        <li aria-hidden className={cn("h-6", !done && "invisible")}>
          <span className="text-primary-text">$</span>
          <span className="ml-2.5 inline-block h-4 w-2 translate-y-0.5 animate-blink bg-foreground/80" />
        </li>
      </ol>
    </div>
  );
}
