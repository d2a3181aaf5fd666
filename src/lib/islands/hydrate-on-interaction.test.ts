// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import hydrateOnInteraction, { type InteractionDirectiveOptions } from "./hydrate-on-interaction";

/** Astro types a directive's value as a string; at run time it is the object the page wrote. */
function directive(value: InteractionDirectiveOptions) {
  return { name: "interaction", value } as unknown as Parameters<typeof hydrateOnInteraction>[1];
}

describe("client:interaction", () => {
  let island: HTMLElement;
  let button: HTMLButtonElement;
  let hydrated: boolean;
  let clicksAfterHydration: number;
  const load = vi.fn(async () => async () => {
    hydrated = true;
  });

  beforeEach(() => {
    hydrated = false;
    clicksAfterHydration = 0;
    load.mockClear();
    document.body.innerHTML = `<astro-island><input aria-label="Search"><button type="button">Adapters</button><input type="checkbox" aria-label="Drizzle"></astro-island>`;
    island = document.querySelector("astro-island")!;
    button = island.querySelector("button")!;
    button.addEventListener("click", () => {
      if (hydrated) clicksAfterHydration += 1;
    });
  });
  afterEach(() => window.history.replaceState(null, "", "/"));

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("loads nothing until the visitor reaches for the island", async () => {
    hydrateOnInteraction(load, directive({ params: ["q"] }), island);
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();

    island.querySelector("input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    island.querySelector("input")!.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrated).toBe(true);
  });

  it("hydrates at once when the URL asks for a filtered view", async () => {
    window.history.replaceState(null, "", "/marketplace?q=drizzle");
    hydrateOnInteraction(load, directive({ params: ["q", "category"] }), island);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("ignores query parameters that do not change the view", async () => {
    window.history.replaceState(null, "", "/marketplace?utm_source=x");
    hydrateOnInteraction(load, directive({ params: ["q", "category"] }), island);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("clicks a button again once hydrated when it was clicked while the code was loading", async () => {
    hydrateOnInteraction(load, directive({}), island);
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.click();
    expect(clicksAfterHydration).toBe(0);
    await settle();
    expect(clicksAfterHydration).toBe(1);
  });

  it("ticks a box once, after hydration, when it was clicked while the code was loading", async () => {
    const box = island.querySelector<HTMLInputElement>("input[type='checkbox']")!;
    const seen: boolean[] = [];
    box.addEventListener("click", () => {
      if (hydrated) seen.push(box.checked);
    });
    hydrateOnInteraction(load, directive({}), island);
    box.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    box.click();
    expect(box.checked).toBe(false);
    await settle();
    expect(seen).toEqual([true]);
    expect(box.checked).toBe(true);
  });

  it('with params "any", hydrates at once for any query, and waits without one', async () => {
    hydrateOnInteraction(load, directive({ params: "any" }), island);
    await settle();
    expect(load).not.toHaveBeenCalled();
    window.history.replaceState(null, "", "/compose?utm_source=feed");
    hydrateOnInteraction(load, directive({ params: "any" }), island);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
