"use client";

import dynamic from "next/dynamic";
import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import type { DemoLabels } from "./demo-labels";
import type { DemoTemplate } from "./demo-types";
import type { DemoStart } from "./interactive-demo";
import { DEMO_INPUT_ID } from "./demo-parts";

const InteractiveDemo = dynamic(() => import("./interactive-demo").then((module) => module.InteractiveDemo), {
  ssr: false,
});

/**
 * Start loading a little before the demo scrolls into view. Not more: on a phone the demo sits just
 * under the hero, and a wider margin loaded and ran its code during the first seconds of every visit.
 */
const PRELOAD_MARGIN = "150px 0px";

/**
 * Shows the server-rendered shell and swaps in the interactive demo when the section nears the
 * viewport or the visitor touches it, so the demo's code never weighs on the first paint. What the
 * visitor did in the shell (typing, pressing Enter, choosing an example) carries over.
 */
export function DemoLoader({
  shell,
  ...props
}: {
  shell: ReactNode;
  title: string;
  badge: string;
  labels: DemoLabels;
  templates: DemoTemplate[];
}) {
  const container = useRef<HTMLDivElement>(null);
  const [start, setStart] = useState<DemoStart | null>(null);
  const [ready, setReady] = useState(false);

  const load = useCallback((intent?: Partial<DemoStart>) => {
    const input = container.current?.querySelector<HTMLInputElement>(`#${DEMO_INPUT_ID}`) ?? null;
    const typed = input?.value ?? "";
    const focused = input !== null && document.activeElement === input;
    const next: DemoStart = {
      prompt: intent?.prompt ?? typed,
      autoStart: intent?.autoStart ?? false,
      focus: intent?.focus ?? focused,
    };
    // A submit or an example chosen while the code is still loading replaces a mere preload.
    setStart((current) => (current && !next.autoStart ? current : next));
  }, []);

  useEffect(() => {
    const element = container.current;
    if (!element || start) return;
    if (typeof IntersectionObserver === "undefined") {
      load();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
      rootMargin: PRELOAD_MARGIN,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [start, load]);

  const onReady = useCallback(() => setReady(true), []);

  return (
    <div
      ref={container}
      onPointerEnter={() => load()}
      onFocus={() => load()}
      onSubmit={(event) => {
        if (ready) return;
        event.preventDefault();
        const input = container.current?.querySelector<HTMLInputElement>(`#${DEMO_INPUT_ID}`);
        load({ prompt: input?.value ?? "", autoStart: true, focus: true });
      }}
      onClick={(event) => {
        if (ready) return;
        const example = (event.target as HTMLElement).closest<HTMLElement>("[data-example]");
        if (example) load({ prompt: example.dataset.example ?? "", autoStart: true, focus: false });
      }}
    >
      {start ? <InteractiveDemo {...props} initial={start} onReady={onReady} /> : null}
      {ready ? null : shell}
    </div>
  );
}
