import { useEffect, useRef } from "react";
import { ISLAND_COMMITTED_EVENT } from "./island-committed-event";

/**
 * For the root component of an island hydrated with `client:interaction` (or with
 * `hydrateWithEarlyInput`, ./hydrate-with-early-input.ts): put the returned ref on
 * any element the island renders. Once the hydration has committed (and every effect below it has
 * run), the island's directive replays what the visitor did while the code was loading
 * (./hydrate-on-interaction.ts).
 */
export function useIslandCommitted<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.closest("astro-island, [data-island]")?.dispatchEvent(new Event(ISLAND_COMMITTED_EVENT));
  }, []);
  return ref;
}
