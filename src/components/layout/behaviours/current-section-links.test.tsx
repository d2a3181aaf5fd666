// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SectionLinks } from "../section-links";
import { READING_LINE_MARGIN, wireCurrentSectionLinks } from "./current-section-links";

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

/** jsdom has no IntersectionObserver: this one records what is observed and lets the test say what crosses. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  cross(id: string, isIntersecting = true) {
    this.callback([{ target: document.getElementById(id)!, isIntersecting }]);
  }
}

const current = () => [...document.querySelectorAll("[aria-current]")].map((link) => link.textContent);

describe("current section links", () => {
  let wiring: AbortController;

  beforeEach(() => {
    Object.assign(window, { IntersectionObserver: FakeObserver });
    document.body.innerHTML = `<header data-site-chrome>${renderToStaticMarkup(
      <SectionLinks
        label="Sections of this page"
        sections={[
          { id: "home", label: "Home" },
          { id: "demo", label: "Demo" },
          { id: "faq", label: "FAQ" },
        ]}
      />,
    )}</header><main id="main-content"><section id="home"></section><section id="demo"></section><section id="audience"></section><section id="faq"></section></main>`;
    wiring = new AbortController();
    wireCurrentSectionLinks(document, wiring.signal);
  });

  afterEach(() => wiring.abort());

  it("watches every section of the page against the reading line", () => {
    expect(FakeObserver.last!.observed.map((section) => section.id)).toEqual(["home", "demo", "audience", "faq"]);
    expect(FakeObserver.last!.options.rootMargin).toBe(READING_LINE_MARGIN);
    expect(current()).toEqual([]);
  });

  it("marks the link of the section crossing the line, one at a time", () => {
    FakeObserver.last!.cross("home");
    expect(current()).toEqual(["Home"]);
    expect(document.querySelector("[aria-current]")!.getAttribute("aria-current")).toBe("location");
    FakeObserver.last!.cross("home", false);
    FakeObserver.last!.cross("demo");
    expect(current()).toEqual(["Demo"]);
  });

  it("keeps the last section read while nothing crosses, and marks none in a section the bar does not list", () => {
    FakeObserver.last!.cross("demo");
    FakeObserver.last!.cross("demo", false);
    expect(current()).toEqual(["Demo"]);
    FakeObserver.last!.cross("audience");
    expect(current()).toEqual([]);
  });

  it("stops watching when unwired", () => {
    wiring.abort();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });
});
