// @vitest-environment jsdom
import { startTransition, useEffect, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createEarlyInputQueue } from "./early-input";

/** What the island's state holds, read by the test. */
let seen: { template: string; picks: string[]; size: string; changes: number };
/** Called once the hydration has committed, as `useIslandCommitted` reports it to a directive. */
let committed: () => void = () => undefined;

/** An island with the controls the composer has: a radio group, checkboxes and a select, all controlled. */
function Island() {
  const [template, setTemplate] = useState("empty");
  const [picks, setPicks] = useState<string[]>([]);
  const [size, setSize] = useState("small");
  useEffect(() => committed(), []);
  useEffect(() => {
    seen.template = template;
    seen.picks = picks;
    seen.size = size;
  });
  const change = <T,>(set: (value: T) => void) => (value: T) => {
    seen.changes += 1;
    set(value);
  };
  return (
    <div>
      {["empty", "saas", "blog"].map((id) => (
        <label key={id}>
          <input type="radio" name="from" aria-label={id} checked={template === id} onChange={() => change(setTemplate)(id)} />
          {id}
        </label>
      ))}
      {["vitest", "drizzle"].map((id) => (
        <input
          key={id}
          type="checkbox"
          aria-label={id}
          checked={picks.includes(id)}
          onChange={(event) => change(setPicks)(event.target.checked ? [...picks, id] : picks.filter((pick) => pick !== id))}
        />
      ))}
      <select aria-label="size" value={size} onChange={(event) => change(setSize)(event.target.value)}>
        <option value="small">small</option>
        <option value="large">large</option>
      </select>
    </div>
  );
}

describe("early input", () => {
  let island: HTMLElement;
  let root: Root | undefined;

  beforeEach(() => {
    seen = { template: "empty", picks: [], size: "small", changes: 0 };
    document.body.innerHTML = `<div id="island">${renderToString(<Island />)}</div>`;
    island = document.querySelector<HTMLElement>("#island")!;
  });
  afterEach(() => {
    root?.unmount();
    root = undefined;
  });

  const control = <T extends HTMLElement>(label: string) => island.querySelector<T>(`[aria-label='${label}']`)!;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
  /** Hydrates the island as a directive would, then replays what was held once the commit is done. */
  async function hydrateAndReplay(queue: ReturnType<typeof createEarlyInputQueue>) {
    const hydrated = new Promise<void>((resolve) => (committed = resolve));
    startTransition(() => {
      root = hydrateRoot(island, <Island />);
    });
    await hydrated;
    await queue.replay();
    await settle();
  }

  it("shows a radio chosen before hydration at once, and the state takes that choice once", async () => {
    const queue = createEarlyInputQueue(island);
    island.querySelector("label:nth-of-type(2)")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(control<HTMLInputElement>("saas").checked).toBe(true);
    expect(control<HTMLInputElement>("empty").checked).toBe(false);
    await hydrateAndReplay(queue);
    expect(seen.template).toBe("saas");
    expect(seen.changes).toBe(1);
    expect(control<HTMLInputElement>("saas").checked).toBe(true);
  });

  it("keeps the last of two radios chosen before hydration, the first never reaching the state", async () => {
    const queue = createEarlyInputQueue(island);
    control("saas").click();
    control("blog").click();
    await hydrateAndReplay(queue);
    expect(seen.template).toBe("blog");
    expect(seen.changes).toBe(1);
    expect(["empty", "saas", "blog"].map((id) => control<HTMLInputElement>(id).checked)).toEqual([false, false, true]);
  });

  it("leaves a box ticked and unticked before hydration unticked, in the page and in the state", async () => {
    const queue = createEarlyInputQueue(island);
    control("vitest").click();
    expect(control<HTMLInputElement>("vitest").checked).toBe(true);
    control("vitest").click();
    await hydrateAndReplay(queue);
    expect(seen.picks).toEqual([]);
    expect(control<HTMLInputElement>("vitest").checked).toBe(false);
  });

  it("hands boxes ticked before hydration to the state in the visitor's order", async () => {
    const queue = createEarlyInputQueue(island);
    control("drizzle").click();
    control("vitest").click();
    await hydrateAndReplay(queue);
    expect(seen.picks).toEqual(["drizzle", "vitest"]);
  });

  it("hands a select changed before hydration to the state", async () => {
    const queue = createEarlyInputQueue(island);
    const select = control<HTMLSelectElement>("size");
    select.value = "large";
    select.dispatchEvent(new Event("change", { bubbles: true }));
    await hydrateAndReplay(queue);
    expect(seen.size).toBe("large");
    expect(select.value).toBe("large");
  });

  it("lets nothing through to a listener below the island before the replay", async () => {
    const heard = vi.fn();
    island.firstElementChild!.addEventListener("click", heard);
    createEarlyInputQueue(island);
    control("vitest").click();
    expect(heard).not.toHaveBeenCalled();
  });
});
