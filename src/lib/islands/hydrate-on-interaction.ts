import type { ClientDirective } from "astro";

/** What tells the island the visitor is reaching for it: a pointer over it, a touch, a key or the focus inside it. */
const TRIGGERS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

export interface InteractionDirectiveOptions {
  /**
   * Query parameters that change what the island shows: with any of them in the URL it hydrates
   * at once. "any": every parameter counts (an island whose whole state, keys included, is the URL).
   */
  params?: readonly string[] | "any";
}

/** Controls whose click the island's code must see: buttons, and boxes its state decides. */
const REPLAYED = "button, input[type='checkbox'], input[type='radio']";

/**
 * `client:interaction`: a server-rendered island that already shows everything (a full catalogue)
 * loads its code only when the visitor reaches for it, or at once when the URL asks for a filtered
 * view. Hydration keeps the DOM, so text typed meanwhile stays; a button or box clicked while the
 * code was on its way is clicked again once it can answer.
 */
const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  const { params = [] } = (options.value ?? {}) as InteractionDirectiveOptions;
  const clickedEarly: HTMLElement[] = [];
  const rememberClick = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLElement>(REPLAYED) : null;
    if (!control) return;
    // A box ticked now would be set back by hydration: it is ticked once, by the replayed click.
    event.preventDefault();
    clickedEarly.push(control);
  };
  let started = false;

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) island.removeEventListener(type, start, true);
    island.addEventListener("click", rememberClick, true);
    const hydrate = await load();
    await hydrate();
    island.removeEventListener("click", rememberClick, true);
    for (const control of clickedEarly) if (control.isConnected) control.click();
  };

  const query = new URLSearchParams(window.location.search);
  if (params === "any" ? query.size > 0 : params.some((param) => query.has(param))) {
    void start();
    return;
  }
  for (const type of TRIGGERS) island.addEventListener(type, start, { capture: true, passive: true });
};

export default hydrateOnInteraction;
