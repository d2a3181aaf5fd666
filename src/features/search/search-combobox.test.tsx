// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteSearchResults } from "./pagefind-client";
import { nextActiveIndex, SearchCombobox } from "./search-combobox";
import { searchLabels } from "./search-labels";
import { SEARCH_DELAY_MS } from "./use-site-search";

const searchSite = vi.hoisted(() => vi.fn<(query: string, limit: number) => Promise<SiteSearchResults>>());
vi.mock("./pagefind-client", () => ({ searchSite, preloadSearch: vi.fn() }));

const results: SiteSearchResults = {
  query: "drizzle",
  total: 2,
  hits: [
    { id: "d", kind: "module", title: "Drizzle ORM", url: "/marketplace/database/drizzle", excerpt: "<mark>Drizzle</mark> ORM", sections: [] },
    {
      id: "w",
      kind: "page",
      title: "White Paper",
      url: "/whitepaper",
      excerpt: "",
      sections: [{ title: "Implementation", url: "/whitepaper#implementation", excerpt: "uses <mark>Drizzle</mark>" }],
    },
  ],
};

describe("search combobox", () => {
  let onChoose: ReturnType<typeof vi.fn<(url: string) => void>>;

  beforeEach(() => {
    vi.useFakeTimers();
    Element.prototype.scrollIntoView = vi.fn();
    onChoose = vi.fn<(url: string) => void>();
    searchSite.mockReset();
    render(<SearchCombobox labels={searchLabels("en")} onChoose={onChoose} />);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const field = () => screen.getByRole("combobox", { name: "Search the docs, pages, modules and templates" });
  async function type(text: string) {
    fireEvent.change(field(), { target: { value: text } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
  }

  it("says what it searches before anything is typed, with a collapsed list", () => {
    expect(screen.getByText("Type a word to search the docs, the pages and their sections, the modules and the templates.")).toBeTruthy();
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(document.getElementById(field().getAttribute("aria-controls")!)).toBeTruthy();
  });

  it("searches once typing pauses, and groups the results by kind, best group first", async () => {
    searchSite.mockResolvedValue(results);
    fireEvent.change(field(), { target: { value: "d" } });
    fireEvent.change(field(), { target: { value: "drizzle" } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(searchSite).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchSite).toHaveBeenCalledExactlyOnceWith("drizzle", 10);

    expect(field().getAttribute("aria-expanded")).toBe("true");
    const groups = screen.getAllByRole("group");
    expect(
      groups.map((group) => group.getAttribute("aria-labelledby") && document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent),
    ).toEqual(["Modules", "Pages"]);
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Drizzle ORM Drizzle ORM",
      "White Paper",
      "Implementation, Section of White Paper uses Drizzle",
    ]);
    expect(screen.getByRole("status").textContent).toBe("2 results");
  });

  it("moves through the options with the arrow keys, wrapping, and opens the active one with Enter", async () => {
    searchSite.mockResolvedValue(results);
    await type("drizzle");
    const options = screen.getAllByRole("option");
    const active = () => field().getAttribute("aria-activedescendant");
    expect(active()).toBe(options[0]!.id);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");

    fireEvent.keyDown(field(), { key: "ArrowDown" });
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(active()).toBe(options[2]!.id);
    fireEvent.keyDown(field(), { key: "ArrowDown" });
    expect(active()).toBe(options[0]!.id);
    fireEvent.keyDown(field(), { key: "ArrowUp" });
    expect(active()).toBe(options[2]!.id);
    expect(options[2]!.getAttribute("aria-selected")).toBe("true");
    expect(options[0]!.getAttribute("aria-selected")).toBe("false");

    fireEvent.keyDown(field(), { key: "Enter" });
    expect(onChoose).toHaveBeenCalledWith("/whitepaper#implementation");
  });

  it("opens an option on click", async () => {
    searchSite.mockResolvedValue(results);
    await type("drizzle");
    fireEvent.click(screen.getAllByRole("option")[1]!);
    expect(onChoose).toHaveBeenCalledWith("/whitepaper");
  });

  it("says so when nothing matches, and links the search as a page", async () => {
    searchSite.mockResolvedValue({ query: "zzz", total: 0, hits: [] });
    await type("zzz");
    expect(screen.getByText("No results for “zzz”", { ignore: "[role=status]" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("No results for “zzz”");
    expect(field().getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("link", { name: "Open these results as a page" }).getAttribute("href")).toBe("/search?q=zzz");
    fireEvent.keyDown(field(), { key: "Enter" });
    expect(onChoose).not.toHaveBeenCalled();
  });

  it("shows a failure with a way to try again", async () => {
    searchSite.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(results);
    await type("drizzle");
    expect(screen.getByText("Search could not load. Check your connection, then try again.", { ignore: "[role=status]" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Search could not load. Check your connection, then try again.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(screen.getAllByRole("option")).toHaveLength(3);
  });

  it("shows a search in progress", async () => {
    searchSite.mockReturnValue(new Promise(() => undefined));
    await type("drizzle");
    expect(screen.getByText("Searching...")).toBeTruthy();
  });
});

describe("the active option", () => {
  it("starts at either end and wraps around", () => {
    expect(nextActiveIndex(-1, 1, 3)).toBe(0);
    expect(nextActiveIndex(-1, -1, 3)).toBe(2);
    expect(nextActiveIndex(2, 1, 3)).toBe(0);
    expect(nextActiveIndex(0, -1, 3)).toBe(2);
    expect(nextActiveIndex(0, 1, 0)).toBe(-1);
  });
});
