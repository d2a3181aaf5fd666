// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createSearchOpener, type OpenSearchDialog } from "./open-search";

describe("opening the site search", () => {
  let openSearchDialog: ReturnType<typeof vi.fn<OpenSearchDialog>>;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    document.body.innerHTML = "";
    openSearchDialog = vi.fn<OpenSearchDialog>();
  });

  it("loads the dialog's code once, then reuses it", async () => {
    const load = vi.fn(() => Promise.resolve({ openSearchDialog }));
    const open = createSearchOpener(load);
    open(document);
    await settle();
    open(document);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(openSearchDialog).toHaveBeenCalledTimes(2);
    expect(openSearchDialog).toHaveBeenCalledWith(document);
  });

  it("fetches the code again after a failed load", async () => {
    const load = vi.fn<() => Promise<{ openSearchDialog: OpenSearchDialog }>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ openSearchDialog });
    const open = createSearchOpener(load);
    open(document);
    await settle();
    expect(openSearchDialog).not.toHaveBeenCalled();
    open(document);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(openSearchDialog).toHaveBeenCalledTimes(1);
  });

  it("on the search page, goes to the page's own field instead of the dialog", async () => {
    document.body.innerHTML = `<div data-search-page-field><input aria-label="Search the site" value="stripe" /></div>`;
    const load = vi.fn(() => Promise.resolve({ openSearchDialog }));
    createSearchOpener(load)(document);
    await settle();
    const field = document.querySelector("input")!;
    expect(document.activeElement).toBe(field);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe("stripe".length);
    expect(load).not.toHaveBeenCalled();
  });
});
