// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { tabIndexForKey } from "./tab-keys";
import { wireTabs } from "./tabs-behaviour";

afterEach(() => {
  document.body.innerHTML = "";
});

function renderTabs() {
  document.body.innerHTML = `
    <div data-tabs>
      <div role="tablist">
        <button role="tab" id="t1" aria-controls="p1" aria-selected="true" tabindex="0" data-state="active">One</button>
        <button role="tab" id="t2" aria-controls="p2" aria-selected="false" tabindex="-1" data-state="inactive">Two</button>
        <button role="tab" id="t3" aria-controls="p3" aria-selected="false" tabindex="-1" data-state="inactive">Three</button>
      </div>
      <div role="tabpanel" id="p1">1</div><div role="tabpanel" id="p2" hidden>2</div><div role="tabpanel" id="p3" hidden>3</div>
    </div>`;
  const controller = new AbortController();
  wireTabs(document, controller.signal);
  const tab = (id: string) => document.getElementById(id)!;
  return { tab, controller };
}

function expectSelected(tab: (id: string) => HTMLElement, selected: string) {
  for (const id of ["1", "2", "3"]) {
    const on = id === selected;
    expect(tab(`t${id}`).getAttribute("aria-selected")).toBe(String(on));
    expect(tab(`t${id}`).tabIndex).toBe(on ? 0 : -1);
    expect(tab(`t${id}`).dataset.state).toBe(on ? "active" : "inactive");
    expect(tab(`p${id}`).hidden).toBe(!on);
  }
}

describe("tabIndexForKey", () => {
  it("moves with the arrows, wrapping, and jumps with Home and End", () => {
    expect(tabIndexForKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexForKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabIndexForKey("Home", 2, 3)).toBe(0);
    expect(tabIndexForKey("End", 0, 3)).toBe(2);
    expect(tabIndexForKey("Enter", 0, 3)).toBeNull();
  });
});

describe("wireTabs", () => {
  it("selects a clicked tab and shows only its panel", () => {
    const { tab, controller } = renderTabs();
    tab("t2").click();
    expectSelected(tab, "2");
    controller.abort();
  });

  it("selects and focuses the tab an arrow key leads to", () => {
    const { tab, controller } = renderTabs();
    tab("t1").focus();
    tab("t1").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true, cancelable: true }));
    expectSelected(tab, "3");
    expect(document.activeElement).toBe(tab("t3"));
    tab("t3").dispatchEvent(new KeyboardEvent("keydown", { key: "Home", bubbles: true, cancelable: true }));
    expectSelected(tab, "1");
    controller.abort();
  });
});
