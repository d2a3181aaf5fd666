// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteSearchResults } from "./pagefind-client";
import { SEARCH_DELAY_MS, useSiteSearch } from "./use-site-search";

const searchSite = vi.hoisted(() => vi.fn<(query: string, limit: number) => Promise<SiteSearchResults>>());
const preloadSearch = vi.hoisted(() => vi.fn<(query: string) => void>());
vi.mock("./pagefind-client", () => ({ searchSite, preloadSearch }));

const answer = (query: string): SiteSearchResults => ({
  query,
  total: 1,
  hits: [{ id: query, kind: "page", title: query, url: `/${query}`, excerpt: "", sections: [] }],
});

describe("useSiteSearch", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    searchSite.mockReset();
    preloadSearch.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it("searches the first query at once, then waits for typing to pause, loading the index for each query meanwhile", async () => {
    searchSite.mockImplementation(async (query) => answer(query));
    const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, 10), { initialProps: { query: "drizzle" } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(searchSite).toHaveBeenCalledExactlyOnceWith("drizzle", 10);
    expect(result.current.results?.query).toBe("drizzle");
    rerender({ query: "p" });
    rerender({ query: "prisma" });
    expect(preloadSearch.mock.calls).toEqual([["drizzle"], ["p"], ["prisma"]]);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS - 1));
    expect(searchSite).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(searchSite).toHaveBeenLastCalledWith("prisma", 10);
    expect(searchSite).toHaveBeenCalledTimes(2);
  });

  it("searches nothing for a blank query", async () => {
    const { result } = renderHook(() => useSiteSearch("   ", 10));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS * 2));
    expect(searchSite).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ query: "", results: null, pending: false, failed: false });
  });

  it("keeps only the answer to the latest query, even when an earlier one finishes last", async () => {
    let finishFirst: (results: SiteSearchResults) => void = () => undefined;
    searchSite.mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve))).mockImplementation(async (query) => answer(query));
    const { result, rerender } = renderHook(({ query }) => useSiteSearch(query, 10), { initialProps: { query: "stri" } });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    rerender({ query: "stripe" });
    expect(result.current.pending).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(result.current.results?.query).toBe("stripe");
    await act(async () => finishFirst(answer("stri")));
    expect(result.current).toMatchObject({ query: "stripe", pending: false, failed: false });
    expect(result.current.results?.query).toBe("stripe");
  });

  it("reports a failure for the current query, and searches again on retry", async () => {
    searchSite.mockRejectedValueOnce(new Error("offline")).mockResolvedValue(answer("cli"));
    const { result } = renderHook(() => useSiteSearch("cli", 10));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(result.current).toMatchObject({ failed: true, pending: false });
    act(() => result.current.retry());
    expect(result.current).toMatchObject({ failed: false, pending: true });
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(result.current).toMatchObject({ failed: false, pending: false });
    expect(searchSite).toHaveBeenCalledTimes(2);
  });
});
