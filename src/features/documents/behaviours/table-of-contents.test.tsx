// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TableOfContents } from "../table-of-contents";
// Defines <table-of-contents>: the markup is wired as it enters the document.
import "./table-of-contents";

const items = [
  { id: "problem", label: "The problem" },
  { id: "solution", label: "The solution" },
  { id: "roadmap", label: "Roadmap" },
];

let observed: () => void;
let reducedMotion: boolean;

function nav() {
  const element = document.querySelector<HTMLElement>("nav[data-toc]")!;
  return {
    toggle: element.querySelector<HTMLButtonElement>("[data-toc-toggle]")!,
    link: (id: string) => element.querySelector<HTMLAnchorElement>(`a[href="#${id}"]`)!,
    current: () => element.querySelector('a[aria-current="location"]')?.getAttribute("href"),
    currentLabel: () => element.querySelector("[data-toc-current]")?.textContent,
  };
}

/** Places each section on the page as if the reader had scrolled to `top` pixels. */
function layout(top: number) {
  items.forEach((item, index) => {
    const start = index * 1000 - top;
    document.getElementById(item.id)!.getBoundingClientRect = () => ({ top: start, bottom: start + 1000 }) as DOMRect;
  });
}

beforeEach(() => {
  reducedMotion = false;
  window.matchMedia = vi.fn(() => ({ matches: reducedMotion }) as MediaQueryList);
  Element.prototype.scrollIntoView = vi.fn();
  window.IntersectionObserver = class {
    constructor(callback: () => void) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  window.innerHeight = 900;
  history.replaceState(null, "", "/lightpaper");
  document.body.innerHTML =
    renderToStaticMarkup(<TableOfContents items={items} title="On this page" />) +
    items.map((item) => `<section id="${item.id}" tabindex="-1"><h2>${item.label}</h2></section>`).join("");
});

// Leaving the document lets the contents go.
afterEach(() => (document.body.innerHTML = ""));

describe("<table-of-contents>", () => {
  it("starts on the first section, closed", () => {
    expect(nav().current()).toBe("#problem");
    expect(nav().currentLabel()).toBe("The problem");
    expect(nav().toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens and closes the small-screen list with the toggle", () => {
    nav().toggle.click();
    expect(nav().toggle.getAttribute("aria-expanded")).toBe("true");
    nav().toggle.click();
    expect(nav().toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("scrolls to a chosen section, focuses it, puts it in the URL, marks it and closes the list", () => {
    nav().toggle.click();
    nav().link("roadmap").click();
    const roadmap = document.getElementById("roadmap")!;
    expect(roadmap.scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(roadmap);
    expect(location.hash).toBe("#roadmap");
    expect(nav().current()).toBe("#roadmap");
    expect(nav().currentLabel()).toBe("Roadmap");
    expect(nav().toggle.getAttribute("aria-expanded")).toBe("false");
  });

  it("jumps without animation under reduced motion", () => {
    reducedMotion = true;
    nav().link("solution").click();
    expect(document.getElementById("solution")!.scrollIntoView).toHaveBeenCalledWith({ behavior: "instant", block: "start" });
  });

  it("marks the section crossing the reading line as the reader scrolls", () => {
    layout(1100);
    observed();
    expect(nav().current()).toBe("#solution");
    layout(1900);
    observed();
    expect(nav().current()).toBe("#roadmap");
  });
});
