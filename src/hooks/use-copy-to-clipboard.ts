import { useCallback, useEffect, useRef, useState } from "react";
import { COPY_FEEDBACK_MS, writeToClipboard, type CopyState } from "@/lib/clipboard";

/**
 * Copy state for an island that draws its own copy control: `copied` (or `failed`) for
 * COPY_FEEDBACK_MS, then `idle`. A plain `CopyButton` needs none of this: the site behaviour script
 * wires every copy button on the page.
 */
export function useCopyToClipboard(): { state: CopyState; copy: (text: string) => Promise<void> } {
  const [state, setState] = useState<CopyState>("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    const ok = await writeToClipboard(text);
    setState(ok ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPY_FEEDBACK_MS);
  }, []);

  return { state, copy };
}
