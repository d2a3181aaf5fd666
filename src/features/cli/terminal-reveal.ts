import type { DatasetKey } from "@/lib/dom-hooks";
import type { TerminalHooks as H } from "./terminal-hooks";

import { TERMINAL_LINE_DELAYS_MS, visibleLineCount } from "./terminal-timeline";

/** Shows the first `count` lines of a terminal session and, once all are shown, its cursor. */
function showLines(terminal: HTMLElement, lines: readonly HTMLElement[], count: number) {
  lines.forEach((line, index) => {
    const visible = index < count;
    line.dataset["visible" satisfies DatasetKey<H["visible"]>] = String(visible);
    line.setAttribute("aria-hidden", String(!visible));
  });
  terminal.dataset["done" satisfies DatasetKey<H["done"]>] = String(count >= lines.length);
}

/**
 * Plays every terminal session of the page (terminal-session.tsx): line n appears at
 * TERMINAL_LINE_DELAYS_MS[n] after 30 % of the terminal is in view. With reduced motion every
 * line is shown at once, without waiting to be scrolled to.
 */
export function wireTerminals(doc: Document) {
  const view = doc.defaultView;
  if (!view) return;
  const reduced = view.matchMedia("(prefers-reduced-motion: reduce)").matches;

  for (const terminal of doc.querySelectorAll<HTMLElement>("[data-terminal]" satisfies `[${H["terminal"]}]`)) {
    const lines = [...terminal.querySelectorAll<HTMLElement>("[data-terminal-line]" satisfies `[${H["line"]}]`)];
    const delays = TERMINAL_LINE_DELAYS_MS.slice(0, lines.length);
    if (reduced) {
      showLines(terminal, lines, lines.length);
      continue;
    }

    const play = () => {
      const startedAt = view.performance.now();
      for (const delay of delays) {
        view.setTimeout(() => showLines(terminal, lines, visibleLineCount(view.performance.now() - startedAt, delays)), delay);
      }
    };
    const observer = new view.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        play();
      },
      { threshold: 0.3 },
    );
    observer.observe(terminal);
  }
}
