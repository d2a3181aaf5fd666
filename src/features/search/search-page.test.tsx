// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteSearchResults } from "./pagefind-client";
import { searchLabels } from "./search-labels";
import { SearchPage } from "./search-page";
import { SEARCH_DELAY_MS } from "./use-site-search";

const searchSite = vi.hoisted(() => vi.fn<(query: string, limit: number) => Promise<SiteSearchResults>>());
vi.mock("./pagefind-client", () => ({ searchSite, preloadSearch: vi.fn() }));

describe("search page", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    searchSite.mockReset();
    searchSite.mockImplementation(async (query) => ({
      query,
      total: 1,
      hits: [
        {
          id: "wp",
          kind: "page",
          title: "Livre blanc",
          url: "/fr/whitepaper",
          excerpt: "",
          sections: [{ title: "Sécurité", url: "/fr/whitepaper#security", excerpt: "un module <mark>malveillant</mark>" }],
        },
      ],
    }));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    window.history.replaceState(null, "", "/");
  });

  it("searches the query of the URL, and keeps the URL in step as the visitor types", async () => {
    window.history.replaceState(null, "", "/fr/search?q=stripe");
    render(<SearchPage labels={searchLabels("fr")} />);
    const field = screen.getByRole("searchbox", { name: "Rechercher dans la documentation, les pages, les modules et les templates" });
    expect((field as HTMLInputElement).value).toBe("stripe");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(searchSite).toHaveBeenLastCalledWith("stripe", 30);

    fireEvent.change(field, { target: { value: "malveillant" } });
    expect(window.location.pathname + window.location.search).toBe("/fr/search?q=malveillant");
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS));
    expect(screen.getByText("1 résultat", { ignore: "[role=status]" })).toBeTruthy();
    const pages = screen.getByRole("region", { name: "Pages" });
    expect(pages.querySelector('a[href="/fr/whitepaper#security"]')?.textContent).toBe("Sécurité, Section de Livre blanc");

    fireEvent.change(field, { target: { value: "" } });
    expect(window.location.search).toBe("");
  });
});
