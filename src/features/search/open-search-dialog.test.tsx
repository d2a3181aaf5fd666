// @vitest-environment jsdom
import { act, fireEvent, screen } from "@testing-library/react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { serializeSearchLabels } from "./search-labels";
import { openSearchDialog } from "./open-search-dialog";

vi.mock("./pagefind-client", () => ({ loadPagefind: vi.fn(() => Promise.resolve()), searchSite: vi.fn(() => new Promise(() => undefined)) }));

// jsdom has <dialog> but not its methods: the smallest stand-in that opens, closes and says so.
const { showModal, close } = HTMLDialogElement.prototype;
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    if (!this.open) return;
    this.open = false;
    this.dispatchEvent(new Event("close"));
  };
});
afterAll(() => Object.assign(HTMLDialogElement.prototype, { showModal, close }));

describe("opening the search dialog", () => {
  beforeAll(() => {
    document.body.innerHTML = `<button>Search</button><script type="application/json" id="search-labels">${serializeSearchLabels("en")}</script>`;
  });
  beforeEach(() => (document.body.style.overflow = ""));

  const open = () => act(() => openSearchDialog(document));
  const dialog = () => screen.getByRole("dialog", { name: "Search the site" }) as HTMLDialogElement;
  const field = () => screen.getByRole("combobox", { name: "Search pages, modules and genomes" }) as HTMLInputElement;

  it("mounts the dialog on first use, focuses its field and stops the page scrolling", () => {
    screen.getByRole("button", { name: "Search" }).focus();
    open();
    expect(dialog().open).toBe(true);
    expect(document.activeElement).toBe(field());
    expect(document.body.style.overflow).toBe("hidden");
  });

  it("gives the focus back to where it was, and starts the next search empty", () => {
    fireEvent.change(field(), { target: { value: "drizzle" } });
    act(() => dialog().close());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
    expect(document.body.style.overflow).toBe("");
    open();
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
    expect(field().value).toBe("");
  });

  it("lets the focus leave the hidden field when the dialog was opened from the page itself", () => {
    act(() => dialog().close());
    (document.activeElement as HTMLElement).blur();
    open();
    act(() => dialog().close());
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.querySelector("dialog")!.contains(document.activeElement)).toBe(false);
  });

  it("keeps the field and its text when a close event arrives after the dialog opened again", () => {
    open();
    fireEvent.change(field(), { target: { value: "stripe" } });
    act(() => {
      dialog().dispatchEvent(new Event("close"));
    });
    expect(document.activeElement).toBe(field());
    expect(field().value).toBe("stripe");
  });
});
