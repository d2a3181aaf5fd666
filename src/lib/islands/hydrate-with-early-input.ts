import { startTransition, type ReactNode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { createEarlyInputQueue } from "./early-input";
import { ISLAND_COMMITTED_EVENT } from "./island-committed-event";

/**
 * Hydrates server-rendered markup that a page script owns rather than an Astro island (the search
 * dialog, opened before its code arrives). As with `client:interaction`, what the visitor does
 * meanwhile is replayed once the root component's `useIslandCommitted` reports the commit; the
 * container carries `data-island` so that hook finds it.
 */
export function hydrateWithEarlyInput(container: HTMLElement, element: ReactNode): Root {
  const earlyInput = createEarlyInputQueue(container);
  container.dataset.island = "";
  container.addEventListener(ISLAND_COMMITTED_EVENT, () => void earlyInput.replay(), { once: true });
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return root!;
}
