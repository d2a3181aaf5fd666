// @vitest-environment jsdom
import { startTransition, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import hydrateOnInteraction, { type InteractionDirectiveOptions } from "./hydrate-on-interaction";
import { PRELOADS_ATTRIBUTE } from "../../../integrations/island-preloads.mjs";
import { useIslandCommitted } from "./island-committed";
import { NATIVE_ACTION_ATTRIBUTE } from "./early-input";

/** Astro types a directive's value as a string; at run time it is the object the page wrote. */
function directive(value: InteractionDirectiveOptions) {
  return { name: "interaction", value } as unknown as Parameters<typeof hydrateOnInteraction>[1];
}

/** What the island's state holds, read by the test: the picks in the order made, and the query. */
let seen: { picks: string[]; query: string; submitted: string[]; buttonClicks: number };

/** A small island with what the real ones have: boxes whose handler reads the state, a button, a controlled field, a form. */
function Island() {
  const committed = useIslandCommitted<HTMLDivElement>();
  const [picks, setPicks] = useState<string[]>([]);
  const [query, setQuery] = useState("");
  useEffect(() => {
    seen.picks = picks;
    seen.query = query;
  });
  const toggle = (id: string) => setPicks(picks.includes(id) ? picks.filter((pick) => pick !== id) : [...picks, id]);
  return (
    <div ref={committed}>
      {["nextjs", "drizzle", "better-auth"].map((id) => (
        <input key={id} type="checkbox" aria-label={id} checked={picks.includes(id)} onChange={() => toggle(id)} />
      ))}
      <button type="button" onClick={() => (seen.buttonClicks += 1)}>
        Adapters
      </button>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          seen.submitted.push(query);
        }}
      >
        <input aria-label="Search" value={query} onChange={(event) => setQuery(event.target.value)} />
      </form>
    </div>
  );
}

describe("client:interaction", () => {
  let island: HTMLElement;
  let root: Root | undefined;
  let releaseCode: () => void;
  const load = vi.fn(async () => {
    await new Promise<void>((resolve) => (releaseCode = resolve));
    return async () => {
      startTransition(() => {
        root = hydrateRoot(island, <Island />);
      });
    };
  });

  beforeEach(() => {
    seen = { picks: [], query: "", submitted: [], buttonClicks: 0 };
    load.mockClear();
    document.body.innerHTML = `<astro-island>${renderToString(<Island />)}</astro-island>`;
    island = document.querySelector("astro-island")!;
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
    window.history.replaceState(null, "", "/");
  });

  const box = (id: string) => island.querySelector<HTMLInputElement>(`input[aria-label='${id}']`)!;
  const field = () => island.querySelector<HTMLInputElement>("input[aria-label='Search']")!;
  const until = (condition: () => boolean) => vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2000, interval: 5 });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("loads nothing until the visitor reaches for the island", async () => {
    hydrateOnInteraction(load, directive({ params: ["q"] }), island);
    document.body.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();

    field().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("has the browser fetch the chunks the island's code imports as it starts loading it, once", async () => {
    document.head.innerHTML = "";
    // The attribute the build writes: the directive must read the same.
    island.setAttribute(PRELOADS_ATTRIBUTE, "/_astro/client.js /_astro/button.js");
    hydrateOnInteraction(load, directive({}), island);
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
    box("nextjs").dispatchEvent(new Event("pointerover", { bubbles: true }));
    box("nextjs").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual(["/_astro/client.js", "/_astro/button.js"]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("hydrates at once when the URL asks for another view, and ignores parameters that do not", async () => {
    window.history.replaceState(null, "", "/marketplace?utm_source=x");
    hydrateOnInteraction(load, directive({ params: ["q", "category"] }), island);
    await settle();
    expect(load).not.toHaveBeenCalled();

    window.history.replaceState(null, "", "/marketplace?q=drizzle");
    hydrateOnInteraction(load, directive({ params: ["q", "category"] }), island);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
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

  it("fetches the code when the page is idle after load with prefetch, without hydrating", async () => {
    hydrateOnInteraction(load, directive({ prefetch: true }), island);
    await until(() => load.mock.calls.length === 1);
    releaseCode();
    await settle();
    expect(root).toBeUndefined();

    box("nextjs").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    box("nextjs").click();
    await until(() => seen.picks.length === 1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets through at once what the browser does alone: a dialog-closing form marked as native", async () => {
    island.insertAdjacentHTML("beforeend", `<form method="dialog" ${NATIVE_ACTION_ATTRIBUTE}><button>Close</button></form>`);
    hydrateOnInteraction(load, directive({}), island);
    // jsdom cannot close a dialog by a form: the test stops the submission where the browser would act.
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener("submit", submitted);
    try {
      island.querySelector<HTMLButtonElement>(`form[${NATIVE_ACTION_ATTRIBUTE}] button`)!.click();
      expect(submitted).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener("submit", submitted);
    }
  });

  it("shows a box clicked while the code loads ticked at once, and the state takes it once hydration has committed", async () => {
    hydrateOnInteraction(load, directive({}), island);
    box("drizzle").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    box("drizzle").click();
    expect(box("drizzle").checked).toBe(true);
    expect(seen.picks).toEqual([]);
    releaseCode();
    await until(() => seen.picks.length > 0);
    await settle();
    expect(seen.picks).toEqual(["drizzle"]);
    expect(box("drizzle").checked).toBe(true);
  });

  it("replays three quick clicks in order, each seeing the state the one before left", async () => {
    hydrateOnInteraction(load, directive({}), island);
    box("nextjs").dispatchEvent(new Event("pointerdown", { bubbles: true }));
    for (const id of ["nextjs", "drizzle", "better-auth"]) box(id).click();
    releaseCode();
    await until(() => seen.picks.length === 3);
    await settle();
    expect(seen.picks).toEqual(["nextjs", "drizzle", "better-auth"]);
    expect(["nextjs", "drizzle", "better-auth"].map((id) => box(id).checked)).toEqual([true, true, true]);
  });

  it("clicks a button held back while the code loads exactly once", async () => {
    hydrateOnInteraction(load, directive({}), island);
    const button = island.querySelector("button")!;
    button.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    button.click();
    releaseCode();
    await until(() => seen.buttonClicks > 0);
    await settle();
    expect(seen.buttonClicks).toBe(1);
  });

  it("hands text typed before hydration to the state, and submits it once when Enter was pressed meanwhile", async () => {
    hydrateOnInteraction(load, directive({}), island);
    field().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    field().value = "drizzle";
    field().dispatchEvent(new Event("input", { bubbles: true }));
    field().form!.requestSubmit();
    releaseCode();
    await until(() => seen.submitted.length > 0);
    await settle();
    expect(seen.query).toBe("drizzle");
    expect(field().value).toBe("drizzle");
    expect(seen.submitted).toEqual(["drizzle"]);
  });

  it("hydrates when the island comes near the viewport with visible", async () => {
    const observed: Element[] = [];
    let notify: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
          notify = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect() {}
      },
    );
    hydrateOnInteraction(load, directive({ visible: "200px" }), island);
    expect(observed).toEqual([...island.children]);
    expect(load).not.toHaveBeenCalled();
    notify([{ isIntersecting: true }]);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
