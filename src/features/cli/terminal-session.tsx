import { cn } from "@/lib/utils";
import { TerminalWindow } from "@/components/ui/window-frame";
import { hook } from "@/lib/dom-hooks";
import type { TerminalHooks } from "./terminal-hooks";

export interface TerminalLine {
  id: string;
  kind: "command" | "output";
  /** A command, or a line the CLI prints, exactly as it prints it. */
  text: string;
  /** The site's note on an output line (what the phase covers here), in the reader's language. */
  detail?: string;
}

export interface TerminalSessionProps {
  lines: TerminalLine[];
  label: string;
  title: string;
  /** Under the session, always shown: where its lines come from, in the reader's language. */
  note?: string;
}

/**
 * A terminal session rendered at build time with every line hidden; terminal-reveal.ts shows them
 * one by one once it scrolls into view (all at once with reduced motion). Hidden lines keep their
 * space, so nothing below moves while it plays. Output lines are the CLI's own text, marks and
 * emoji included: the session adds none.
 */
export function TerminalSession({ lines, label, title, note }: TerminalSessionProps) {
  return (
    <TerminalWindow role="group" aria-label={label} {...hook("data-terminal" satisfies TerminalHooks["terminal"])} {...hook("data-done" satisfies TerminalHooks["done"], "false")} title={title} className="group">
      <ol className="space-y-1.5 overflow-x-auto p-5 font-mono text-[13px] leading-6">
        {lines.map((line, index) => {
          const last = index === lines.length - 1;
          return (
            <li
              key={line.id}
              {...hook("data-terminal-line" satisfies TerminalHooks["line"], index)}
              {...hook("data-visible" satisfies TerminalHooks["visible"], "false")}
              aria-hidden="true"
              className={cn(
                "flex gap-2.5 break-words whitespace-pre-wrap transition-[opacity,translate] duration-300",
                "data-[visible=false]:invisible data-[visible=false]:translate-y-1 data-[visible=false]:opacity-0",
                last && "-mx-2 rounded-md bg-success/10 px-2 font-medium text-success",
              )}
            >
              {line.kind === "command" ? (
                <span aria-hidden data-pagefind-ignore="" className="text-primary-text select-none">
                  $
                </span>
              ) : null}
              <span className={cn("min-w-0", line.kind === "command" ? "text-foreground" : last ? "text-success" : "text-muted")}>
                {line.text}
                {line.detail ? <>{" "}<span className={cn("ml-2 font-normal", last ? "text-success/80" : "text-subtle")}>{line.detail}</span></> : null}
              </span>
            </li>
          );
        })}
        <li aria-hidden className="h-6 group-data-[done=false]:invisible">
          <span className="text-primary-text">$</span>
          <span className="ml-2.5 inline-block h-4 w-2 translate-y-0.5 animate-blink bg-foreground/80" />
        </li>
      </ol>
      {note ? <p className="border-t border-border px-5 py-3 text-xs leading-relaxed text-subtle">{note}</p> : null}
    </TerminalWindow>
  );
}
