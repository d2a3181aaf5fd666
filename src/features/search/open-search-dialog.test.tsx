// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { showSearchDialog } from "@/components/layout/behaviours/show-search-dialog";
import { searchLabels, serializeSearchLabels } from "./search-labels";
import { SearchDialog } from "./search-dialog";
import { hydrateSearchDialog } from "./open-search-dialog";
import { DIALOG_LIMIT } from "./search-combobox";

const searchSite = vi.hoisted(() => vi.fn((query: string) => new Promise<never>(() => void query)));
vi.mock("./pagefind-client", () => ({ loadPagefind: vi.fn(() => Promise.resolve()), preloadSearch: vi.fn(), searchSite }));


describe("the search dialog, opened before its code arrives", () => {
  beforeAll(() => {
    const labels = searchLabels("en");
    document.body.innerHTML = `<button>Search</button><div data-site-search>${renderToString(<SearchDialog labels={labels} />)}</div><script type="application/json" id="search-labels">${serializeSearchLabels(labels)}</script>`;
  });

  const dialog = () => document.querySelector("dialog")!;
  const field = () => screen.getByRole("combobox", { name: "Search the docs, pages, modules and templates" }) as HTMLInputElement;

  it("takes over the text typed while it loaded, and searches only that text", async () => {
    screen.getByRole("button", { name: "Search" }).focus();
    showSearchDialog(document);
    expect(document.activeElement).toBe(field());
    field().value = "drizzle";
    fireEvent.input(field());
    await act(async () => hydrateSearchDialog(document));
    await waitFor(() => expect(searchSite).toHaveBeenCalledTimes(2), { timeout: 2000 });
    // Before and after hydration: the same search, which the client shares (src/lib/share-latest-call.ts).
    expect(searchSite.mock.calls).toEqual([
      ["drizzle", DIALOG_LIMIT],
      ["drizzle", DIALOG_LIMIT],
    ]);
    expect(field().value).toBe("drizzle");
    expect(dialog().open).toBe(true);
  });

  it("starts the next search empty once closed, and gives the focus back", async () => {
    act(() => dialog().close());
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Search" }));
    showSearchDialog(document);
    hydrateSearchDialog(document);
    expect(document.querySelectorAll("dialog")).toHaveLength(1);
    await waitFor(() => expect(field().value).toBe(""));
    expect(document.activeElement).toBe(field());
  });

  it("starts empty when it reopens before the last close event has come", () => {
    fireEvent.input(field(), { target: { value: "cli" } });
    expect(field().value).toBe("cli");
    // The browser runs the visitor's next key before the close event's task: closed, no event yet.
    act(() => void (dialog().open = false));
    act(() => void showSearchDialog(document));
    expect(field().value).toBe("");
    expect(document.activeElement).toBe(field());
    act(() => void dialog().dispatchEvent(new Event("close")));
    expect(dialog().open).toBe(true);
    expect(field().value).toBe("");
  });
});
