import { useCallback, useEffect, useRef, useState } from "react";
import { LINE_INTERVAL_MS } from "./demo-timeline";

export type ClockPhase = "idle" | "running" | "paused" | "settled";

/**
 * Elapsed time of a simulated generation that can pause and resume. It ticks on multiples of
 * LINE_INTERVAL_MS of elapsed time (every stage time is one), so each stage shows on time and the
 * timer does not drift; it stops at the time given to `start`, once nothing changes any more.
 */
export function useDemoClock() {
  const [phase, setPhase] = useState<ClockPhase>("idle");
  const [elapsed, setElapsed] = useState<number | null>(null);
  const base = useRef(0);
  const startedAt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const until = useRef(0);

  const stopTimer = () => clearTimeout(timer.current);

  const tick = useCallback(() => {
    const loop = () => {
      const now = base.current + (performance.now() - startedAt.current);
      if (now >= until.current) {
        setElapsed(until.current);
        setPhase("settled");
        return;
      }
      setElapsed(now);
      timer.current = setTimeout(loop, LINE_INTERVAL_MS - (now % LINE_INTERVAL_MS));
    };
    loop();
  }, []);

  const start = useCallback((settleAt: number) => {
    stopTimer();
    until.current = settleAt;
    base.current = 0;
    startedAt.current = performance.now();
    setPhase("running");
    tick();
  }, [tick]);

  const pause = useCallback(() => {
    stopTimer();
    base.current += performance.now() - startedAt.current;
    setElapsed(base.current);
    setPhase("paused");
  }, []);

  const resume = useCallback(() => {
    startedAt.current = performance.now();
    setPhase("running");
    tick();
  }, [tick]);

  const reset = useCallback(() => {
    stopTimer();
    base.current = 0;
    setElapsed(null);
    setPhase("idle");
  }, []);

  useEffect(() => stopTimer, []);

  return { phase, elapsed, start, pause, resume, reset };
}
