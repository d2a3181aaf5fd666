// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SOCIAL_WIDGET_SCROLL_THRESHOLD } from "@/lib/scroll-threshold";
import { SocialWidgetPanel } from "../social-widget-panel";
import { wireSocialWidgetToggle } from "./social-widget";
import { wireSocialWidgetVisibility } from "./social-widget-visibility";

function wireSocialWidget(doc: Document, signal: AbortSignal) {
  wireSocialWidgetVisibility(doc, signal);
  wireSocialWidgetToggle(doc, signal);
}

const labels = {
  region: "Community",
  expand: "Show community links",
  collapse: "Hide community links",
  discord: "Chat with us on Discord",
  linkedin: "Follow us on LinkedIn",
  newTab: "(new tab)",
};

describe("social widget", () => {
  let wiring: AbortController;
  let widget: HTMLElement;

  function scrollTo(y: number) {
    window.scrollY = y;
    fireEvent.scroll(window);
    vi.advanceTimersToNextFrame();
  }

  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollY = 0;
    document.body.innerHTML = renderToStaticMarkup(
      <SocialWidgetPanel links={{ discord: "https://discord.example", linkedin: "https://linkedin.example" }} labels={labels} />,
    );
    wiring = new AbortController();
    wireSocialWidget(document, wiring.signal);
    widget = screen.getByTestId("social-widget");
  });
  afterEach(() => {
    wiring.abort();
    vi.useRealTimers();
  });

  it("is hidden at the top and appears once scrolled past the threshold, once per frame", () => {
    expect(widget.hidden).toBe(true);
    window.scrollY = SOCIAL_WIDGET_SCROLL_THRESHOLD + 1;
    fireEvent.scroll(window);
    expect(widget.hidden).toBe(true);
    vi.advanceTimersToNextFrame();
    expect(widget.hidden).toBe(false);

    scrollTo(SOCIAL_WIDGET_SCROLL_THRESHOLD);
    expect(widget.hidden).toBe(true);
  });

  it("expands and collapses its links, with a name that says what a press will do", () => {
    scrollTo(1200);
    const toggle = screen.getByRole("button", { name: "Show community links" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("link", { name: /Discord/ })).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.getAttribute("aria-label")).toBe("Hide community links");
    expect(screen.getByRole("link", { name: /Discord/ }).getAttribute("href")).toBe("https://discord.example");
    expect(screen.getByRole("link", { name: /LinkedIn/ })).toBeTruthy();

    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(toggle.getAttribute("aria-label")).toBe("Show community links");
    expect(screen.queryByRole("link", { name: /Discord/ })).toBeNull();
  });

  it("shows at once on a page opened already scrolled", () => {
    wiring.abort();
    window.scrollY = 2000;
    wiring = new AbortController();
    wireSocialWidget(document, wiring.signal);
    expect(widget.hidden).toBe(false);
  });
});
