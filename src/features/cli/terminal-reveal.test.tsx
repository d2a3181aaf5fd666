// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TerminalSession, type TerminalLine } from "./terminal-session";
import { wireTerminals } from "./terminal-reveal";

const lines: TerminalLine[] = ["new", "validated", "fetched", "wired", "installed", "ready"].map((id, index) => ({
  id,
  kind: index === 0 ? "command" : "output",
  text: `line ${id}`,
}));

let intersect: (isIntersecting: boolean) => void = () => {};

function stubBrowser(reducedMotion: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query.includes("reduce") }));
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {
        intersect = (isIntersecting) => this.callback([{ isIntersecting }]);
      }
      observe() {}
      disconnect() {}
    },
  );
}

function visibleLines() {
  return [...document.querySelectorAll<HTMLElement>("[data-terminal-line][data-visible=true]")].map((line) => line.textContent);
}

describe("terminal reveal", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = renderToStaticMarkup(<TerminalSession lines={lines} label="Session" title="zsh" />);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows nothing until the terminal is in view, then one line at each delay and the cursor last", () => {
    stubBrowser(false);
    wireTerminals(document);
    vi.advanceTimersByTime(5000);
    expect(visibleLines()).toEqual([]);

    intersect(false);
    expect(visibleLines()).toEqual([]);
    intersect(true);
    vi.advanceTimersByTime(0);
    expect(visibleLines()).toEqual(["$line new"]);
    vi.advanceTimersByTime(800);
    expect(visibleLines()).toHaveLength(2);
    vi.advanceTimersByTime(1800);
    expect(visibleLines()).toHaveLength(5);
    expect(document.querySelector<HTMLElement>("[data-terminal]")?.dataset.done).toBe("false");
    vi.advanceTimersByTime(600);
    expect(visibleLines()).toHaveLength(6);
    expect(document.querySelector<HTMLElement>("[data-terminal]")?.dataset.done).toBe("true");
  });

  it("hides lines from assistive technology until they are shown", () => {
    stubBrowser(false);
    wireTerminals(document);
    intersect(true);
    vi.advanceTimersByTime(0);
    const [first, second] = document.querySelectorAll("[data-terminal-line]");
    expect(first?.getAttribute("aria-hidden")).toBe("false");
    expect(second?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows every line at once with reduced motion", () => {
    stubBrowser(true);
    wireTerminals(document);
    expect(visibleLines()).toHaveLength(6);
    expect(document.querySelector<HTMLElement>("[data-terminal]")?.dataset.done).toBe("true");
  });
});
