import { useEffect, useRef, type RefObject } from "react";
import { ISLAND_COMMITTED_EVENT } from "./island-committed-event";

/**
 * For the root component of an island hydrated with `client:interaction` (or with
 * `hydrateWithEarlyInput`, ./hydrate-with-early-input.ts): put the returned ref on
 * any element the island renders, or pass one the component already has. Once the hydration has
 * committed (and every effect below it has run), the island's directive replays what the visitor
 * did while the code was loading (./hydrate-on-interaction.ts).
 */
export function useIslandCommitted<T extends Element>(existing?: RefObject<T | null>) {
  const own = useRef<T>(null);
  const ref = existing ?? own;
  useEffect(() => {
    ref.current?.closest("astro-island, [data-island]")?.dispatchEvent(new Event(ISLAND_COMMITTED_EVENT));
  }, []);
  return ref;
}
