// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchButton } from "../search-button";
import { isSearchShortcut, wireSearchShortcut, type OpenSearch } from "./search-shortcut";

describe("search shortcuts", () => {
  let wiring: AbortController;
  let openSearchDialog: ReturnType<typeof vi.fn<OpenSearch>>;
  let load: ReturnType<typeof vi.fn<() => Promise<{ openSearchDialog: OpenSearch }>>>;

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const press = (target: Element | Document, init: KeyboardEventInit) => {
    const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  beforeEach(() => {
    document.body.innerHTML = `${renderToStaticMarkup(<SearchButton label="Search" />)}
      <input aria-label="Email" /><textarea aria-label="Message"></textarea>
      <select aria-label="Genome"><option>a</option></select><div contenteditable="true" aria-label="Composer"></div>`;
    openSearchDialog = vi.fn<OpenSearch>();
    load = vi.fn(() => Promise.resolve({ openSearchDialog }));
    wiring = new AbortController();
    wireSearchShortcut(document, load, wiring.signal);
  });
  afterEach(() => wiring.abort());

  it.each([
    ["/", { key: "/" }],
    ["/ typed with Shift (AZERTY)", { key: "/", shiftKey: true }],
    ["Ctrl+K", { key: "k", ctrlKey: true }],
    ["Cmd+K", { key: "k", metaKey: true }],
    ["Ctrl+K with Caps Lock", { key: "K", ctrlKey: true }],
  ])("%s opens the search, loading its code on first use", async (_, init) => {
    const event = press(document.body, init);
    expect(event.defaultPrevented).toBe(true);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(openSearchDialog).toHaveBeenCalledWith(document);
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
    expect(load).not.toHaveBeenCalled();
  });

  it.each(["Email", "Message", "Genome", "Composer"])("never fires while the visitor types in a field (%s)", async (name) => {
    const field = screen.getByLabelText(name);
    expect(press(field, { key: "/" }).defaultPrevented).toBe(false);
    expect(press(field, { key: "k", ctrlKey: true }).defaultPrevented).toBe(false);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it("fires from the field of a dialog that has just closed, where the focus can linger", async () => {
    document.body.insertAdjacentHTML("beforeend", `<dialog><input aria-label="Closed search" /></dialog>`);
    expect(press(screen.getByLabelText("Closed search"), { key: "k", ctrlKey: true }).defaultPrevented).toBe(true);
    await settle();
    expect(openSearchDialog).toHaveBeenCalledTimes(1);
  });

  it("opens from the header's button, which shows the shortcut", async () => {
    const button = screen.getByRole("button", { name: "Search" });
    expect(button.getAttribute("aria-keyshortcuts")).toBe("/ Control+K Meta+K");
    expect(button.getAttribute("aria-haspopup")).toBe("dialog");
    expect(button.querySelector("kbd")?.textContent).toBe("/");
    fireEvent.click(button);
    await settle();
    expect(openSearchDialog).toHaveBeenCalledTimes(1);
  });

  it("loads the dialog's code once, and again after a failed load", async () => {
    press(document.body, { key: "/" });
    await settle();
    press(document.body, { key: "/" });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(openSearchDialog).toHaveBeenCalledTimes(2);

    wiring.abort();
    wiring = new AbortController();
    load.mockReset();
    load.mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ openSearchDialog });
    wireSearchShortcut(document, load, wiring.signal);
    press(document.body, { key: "/" });
    await settle();
    press(document.body, { key: "/" });
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("on the search page, goes to the page's own field instead of the dialog", async () => {
    document.body.insertAdjacentHTML("beforeend", `<div data-search-page-field><input aria-label="Search the site" value="stripe" /></div>`);
    press(document.body, { key: "/" });
    await settle();
    expect(document.activeElement).toBe(screen.getByLabelText("Search the site"));
    expect(load).not.toHaveBeenCalled();
  });

  it("ignores a key already handled, or typed while composing text", () => {
    const handled = new KeyboardEvent("keydown", { key: "/", cancelable: true });
    handled.preventDefault();
    expect(isSearchShortcut(handled)).toBe(false);
    expect(isSearchShortcut(new KeyboardEvent("keydown", { key: "/", isComposing: true }))).toBe(false);
  });
});
