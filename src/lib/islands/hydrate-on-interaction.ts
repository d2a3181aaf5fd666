import type { ClientDirective } from "astro";
import { createEarlyInputQueue } from "./early-input";
import { ISLAND_COMMITTED_EVENT } from "./island-committed-event";
import { preloadModules } from "./preload-modules";

/** The chunks the island's code imports, written by the build (integrations/island-preloads.mjs). */
const PRELOADS_ATTRIBUTE = "data-module-preloads";

/** What tells the island the visitor is reaching for it: a pointer over it, a touch, a key or the focus inside it. */
const TRIGGERS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

export interface InteractionDirectiveOptions {
  /**
   * Query parameters that change what the island shows: with any of them in the URL it hydrates
   * at once. "any": every parameter counts (an island whose whole state, keys included, is the URL).
   */
  params?: readonly string[] | "any";
  /**
   * Fetch and evaluate the island's code once the page is idle after load, so that the first
   * interaction pays only for hydration. Off for islands whose code would break the page-weight
   * budget at load.
   */
  prefetch?: boolean;
  /** Also hydrate when the island comes this close to the viewport (a root margin, e.g. "200px"). */
  visible?: string;
}

type Load = Parameters<ClientDirective>[0];

/** Runs once the page has loaded and the main thread is idle, so a prefetch never competes with the page's own work. */
function whenIdleAfterLoad(run: () => void): void {
  const idle = () => ("requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 4000 }) : setTimeout(run, 200));
  if (document.readyState === "complete") idle();
  else window.addEventListener("load", idle, { once: true });
}

/**
 * `client:interaction`: a server-rendered island that already shows everything loads its code
 * only when the visitor reaches for it (or comes near it, with `visible`), or at once when the URL
 * asks for another view than the server's.
 *
 * Nothing the visitor does before the island can answer is lost or done twice: from the start,
 * clicks on its buttons and boxes, edits of its fields and form submissions are held back (the
 * typed text stays visible) and replayed in order once React has committed the hydration, which
 * the island announces with `useIslandCommitted` (./island-committed.ts). Replaying any earlier
 * would let React start tracking a box after its native toggle and never see the change.
 */
const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  const { params = [], prefetch = false, visible } = (options.value ?? {}) as InteractionDirectiveOptions;
  const earlyInput = createEarlyInputQueue(island);
  island.addEventListener(ISLAND_COMMITTED_EVENT, () => void earlyInput.replay(), { once: true });

  let loading: ReturnType<Load> | undefined;
  const loadOnce = () => {
    if (!loading) {
      preloadModules(document, island.getAttribute(PRELOADS_ATTRIBUTE)?.split(" ").filter(Boolean) ?? []);
      loading = load();
    }
    return loading;
  };

  let started = false;
  let observer: IntersectionObserver | undefined;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) island.removeEventListener(type, start, true);
    observer?.disconnect();
    const hydrate = await loadOnce();
    await hydrate();
  };

  const query = new URLSearchParams(window.location.search);
  if (params === "any" ? query.size > 0 : params.some((param) => query.has(param))) {
    void start();
    return;
  }
  for (const type of TRIGGERS) island.addEventListener(type, start, { capture: true, passive: true });
  if (visible !== undefined) {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && void start(), { rootMargin: visible });
    for (const child of island.children) observer.observe(child);
  }
  if (prefetch) whenIdleAfterLoad(() => void loadOnce());
};

export default hydrateOnInteraction;
