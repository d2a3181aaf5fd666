// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchButton } from "../search-button";
import { wireChromeOnInteraction, type SiteChrome } from "./chrome-on-interaction";
import { isSearchShortcut } from "./search-shortcut";


describe("the chrome's code, loaded when the visitor reaches for it", () => {
  let wiring: AbortController;
  let chrome: { wireSiteChrome: ReturnType<typeof vi.fn<SiteChrome["wireSiteChrome"]>>; loadSearch: ReturnType<typeof vi.fn<(doc: Document) => void>> };
  let load: ReturnType<typeof vi.fn<() => Promise<SiteChrome>>>;
  let menuOpened: ReturnType<typeof vi.fn<(how: string) => void>>;

  // A frame, then a task: what a gesture started has run by then.
  const settle = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const press = (target: Element | Document, init: KeyboardEventInit) => {
    const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  beforeEach(() => {
    document.body.innerHTML = `<header data-site-chrome>${renderToStaticMarkup(<SearchButton label="Search" />)}
        <button type="button" aria-label="Product">Product</button><a href="#cli">CLI</a></header>
      <main><button type="button" aria-label="Demo">Demo</button>
      <input aria-label="Email" /><textarea aria-label="Message"></textarea>
      <select aria-label="Genome"><option>a</option></select><div contenteditable="true" aria-label="Composer"></div></main>
      <div data-site-search><dialog aria-label="Site search"><input aria-label="Search the site" /></dialog></div>`;
    menuOpened = vi.fn<(how: string) => void>();
    chrome = {
      // Stands for site-chrome.ts: the Product button opens its menu, ArrowDown on it too.
      wireSiteChrome: vi.fn((doc: Document) => {
        const product = doc.querySelector("[aria-label='Product']")!;
        product.addEventListener("click", () => menuOpened("click"));
        product.addEventListener("keydown", (event) => {
          if ((event as KeyboardEvent).key === "ArrowDown") menuOpened("ArrowDown");
        });
      }),
      loadSearch: vi.fn(),
    };
    load = vi.fn(() => Promise.resolve(chrome));
    wiring = new AbortController();
    wireChromeOnInteraction(document, load, chrome.loadSearch, wiring.signal);
  });
  afterEach(() => wiring.abort());

  it("loads nothing while the visitor only reads, or uses the page outside the chrome", async () => {
    fireEvent.scroll(window);
    fireEvent.pointerDown(screen.getByLabelText("Demo"));
    fireEvent.focusIn(screen.getByLabelText("Email"));
    fireEvent.click(screen.getByLabelText("Demo"));
    press(screen.getByLabelText("Email"), { key: "ArrowDown" });
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ["hovered", (target: Element) => fireEvent.pointerOver(target)],
    ["pressed", (target: Element) => fireEvent.pointerDown(target)],
    ["touched", (target: Element) => fireEvent.touchStart(target)],
    ["focused", (target: Element) => fireEvent.focusIn(target)],
  ])("loads and wires the chrome once, when a control of it is %s", async (_, reach) => {
    reach(screen.getByRole("button", { name: "Product" }));
    reach(screen.getByRole("link", { name: "CLI" }));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(chrome.wireSiteChrome).toHaveBeenCalledWith(document);
  });

  it("clicks a button again once its code has arrived, and leaves links to navigate", async () => {
    const product = screen.getByRole("button", { name: "Product" });
    fireEvent.pointerDown(product);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    product.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    const linkClick = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("link", { name: "CLI" }).dispatchEvent(linkClick);
    expect(linkClick.defaultPrevented).toBe(false);
    await settle();
    expect(menuOpened).toHaveBeenCalledTimes(1);
    expect(menuOpened).toHaveBeenCalledWith("click");

    fireEvent.click(product);
    expect(menuOpened).toHaveBeenCalledTimes(2);
  });

  it("presses a key again once its code has arrived", async () => {
    press(screen.getByRole("button", { name: "Product" }), { key: "ArrowDown" });
    await settle();
    expect(menuOpened).toHaveBeenCalledWith("ArrowDown");
    expect(menuOpened).toHaveBeenCalledTimes(1);
  });

  it("tries again on the next gesture when the code could not be loaded", async () => {
    load.mockRejectedValueOnce(new Error("offline"));
    fireEvent.focusIn(screen.getByRole("button", { name: "Product" }));
    await settle();
    expect(chrome.wireSiteChrome).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByRole("button", { name: "Product" }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(chrome.wireSiteChrome).toHaveBeenCalledTimes(1);
  });

  describe("search shortcuts", () => {
    it.each([
      ["/", { key: "/" }],
      ["/ typed with Shift (AZERTY)", { key: "/", shiftKey: true }],
      ["Ctrl+K", { key: "k", ctrlKey: true }],
      ["Cmd+K", { key: "k", metaKey: true }],
      ["Ctrl+K with Caps Lock", { key: "K", ctrlKey: true }],
    ])("%s opens the search at once, and loads the search's code without the chrome's", async (_, init) => {
      const event = press(document.body, init);
      expect(event.defaultPrevented).toBe(true);
      expect(document.querySelector<HTMLDialogElement>("[data-site-search] dialog")!.open).toBe(true);
      expect(document.activeElement).toBe(screen.getByLabelText("Search the site"));
      expect(chrome.loadSearch).toHaveBeenCalledWith(document);
      await settle();
      expect(load).not.toHaveBeenCalled();
    });

    it.each([
      ["Ctrl+/", { key: "/", ctrlKey: true }],
      ["Alt+/", { key: "/", altKey: true }],
      ["K alone", { key: "k" }],
      ["Ctrl+Shift+K", { key: "K", ctrlKey: true, shiftKey: true }],
      ["Ctrl+Alt+K", { key: "k", ctrlKey: true, altKey: true }],
    ])("%s is left to the browser", async (_, init) => {
      expect(press(document.body, init).defaultPrevented).toBe(false);
      await settle();
      expect(chrome.loadSearch).not.toHaveBeenCalled();
    });

    it.each(["Email", "Message", "Genome", "Composer"])("never fires while the visitor types in a field (%s)", async (name) => {
      const field = screen.getByLabelText(name);
      expect(press(field, { key: "/" }).defaultPrevented).toBe(false);
      expect(press(field, { key: "k", ctrlKey: true }).defaultPrevented).toBe(false);
      await settle();
      expect(chrome.loadSearch).not.toHaveBeenCalled();
    });

    it("fires from the field of a dialog that has just closed, where the focus can linger", async () => {
      document.body.insertAdjacentHTML("beforeend", `<dialog><input aria-label="Closed search" /></dialog>`);
      expect(press(screen.getByLabelText("Closed search"), { key: "k", ctrlKey: true }).defaultPrevented).toBe(true);
      await settle();
      expect(chrome.loadSearch).toHaveBeenCalledTimes(1);
    });

    it("the header's button opens the search at once too, and its results do not wait for the chrome's code", async () => {
      load.mockImplementation(() => new Promise<never>(() => undefined));
      fireEvent.pointerOver(screen.getByRole("button", { name: "Search" }));
      fireEvent.click(screen.getByRole("button", { name: "Search" }));
      expect(document.querySelector<HTMLDialogElement>("[data-site-search] dialog")!.open).toBe(true);
      await settle();
      expect(load).toHaveBeenCalledTimes(1);
      expect(chrome.loadSearch).toHaveBeenCalledTimes(1);
    });

    it("are shown on the header's button", () => {
      const button = screen.getByRole("button", { name: "Search" });
      expect(button.getAttribute("aria-keyshortcuts")).toBe("/ Control+K Meta+K");
      expect(button.getAttribute("aria-haspopup")).toBe("dialog");
      expect(button.querySelector("kbd")?.textContent).toBe("/");
    });

    it("ignores a key already handled, or typed while composing text", () => {
      const handled = new KeyboardEvent("keydown", { key: "/", cancelable: true });
      handled.preventDefault();
      expect(isSearchShortcut(handled)).toBe(false);
      expect(isSearchShortcut(new KeyboardEvent("keydown", { key: "/", isComposing: true }))).toBe(false);
    });
  });
});
