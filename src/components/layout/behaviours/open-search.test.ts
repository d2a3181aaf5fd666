// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createSearchLoader, type HydrateSearchDialog } from "./open-search";

const DIALOG = "/_astro/open-search-dialog.js";
const DIALOG_CHUNK = { url: DIALOG, imports: ["/_astro/client.js", "/_astro/search.js"] };
const PAGEFIND = "/pagefind/pagefind.js";

describe("loading the site search's code", () => {
  let hydrateSearchDialog: ReturnType<typeof vi.fn<HydrateSearchDialog>>;
  let init: ReturnType<typeof vi.fn<() => Promise<void>>>;
  let preload: ReturnType<typeof vi.fn<(term: string) => Promise<void>>>;
  let steps: string[];
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Stands for the browser's import(): the dialog's code or Pagefind's script, by URL. */
  const modules = () =>
    vi.fn(async (url: string): Promise<unknown> => {
      steps.push(url.endsWith(PAGEFIND) ? "pagefind" : "dialog code");
      return url.endsWith(PAGEFIND) ? { init, preload } : { hydrateSearchDialog };
    });

  beforeEach(() => {
    steps = [];
    hydrateSearchDialog = vi.fn<HydrateSearchDialog>();
    init = vi.fn(async () => void steps.push("init"));
    preload = vi.fn(async () => undefined);
    document.head.innerHTML = "";
    document.body.innerHTML = `<div data-site-search data-search-script="${PAGEFIND}"><dialog><input aria-label="Search" /></dialog></div>`;
  });

  it("imports Pagefind's script, named by the search's container, and the dialog's code at once, and starts Pagefind, once", async () => {
    const importModule = modules();
    const loadSearch = createSearchLoader(DIALOG_CHUNK, importModule);
    loadSearch(document);
    expect(importModule.mock.calls).toEqual([[new URL(PAGEFIND, document.baseURI).href], [DIALOG]]);
    await settle();
    loadSearch(document);
    await settle();
    expect(importModule).toHaveBeenCalledTimes(2);
    expect(init).toHaveBeenCalledTimes(1);
    expect(hydrateSearchDialog).toHaveBeenCalledTimes(2);
    expect(hydrateSearchDialog).toHaveBeenCalledWith(document);
  });

  it("has the browser fetch the dialog code's imports alongside it, once", async () => {
    const loadSearch = createSearchLoader(DIALOG_CHUNK, modules());
    loadSearch(document);
    await settle();
    loadSearch(document);
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];
    expect(preloads.map((link) => link.getAttribute("href"))).toEqual(DIALOG_CHUNK.imports);
  });

  it("has Pagefind load the index for what is typed, from the first letters typed before it started", async () => {
    const field = document.querySelector("input")!;
    field.value = "dri";
    createSearchLoader(DIALOG_CHUNK, modules())(document);
    await settle();
    field.value = "drizzle";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.value = " ";
    field.dispatchEvent(new Event("input", { bubbles: true }));
    expect(preload.mock.calls).toEqual([["dri"], ["drizzle"]]);
  });

  it("still brings the dialog when Pagefind's script fails to load, and starts it again on the next opening", async () => {
    const importModule = modules();
    importModule.mockRejectedValueOnce(new Error("offline"));
    const loadSearch = createSearchLoader(DIALOG_CHUNK, importModule);
    loadSearch(document);
    await settle();
    expect(hydrateSearchDialog).toHaveBeenCalledTimes(1);
    loadSearch(document);
    await settle();
    expect(steps).toEqual(["dialog code", "pagefind", "init"]);
  });

  it("fetches the dialog's code again after a failed load", async () => {
    const importModule = modules();
    importModule.mockImplementation(async (url) => {
      if (url === DIALOG && !steps.includes("failed")) {
        steps.push("failed");
        throw new Error("offline");
      }
      return url === DIALOG ? { hydrateSearchDialog } : { init, preload };
    });
    const loadSearch = createSearchLoader(DIALOG_CHUNK, importModule);
    loadSearch(document);
    await settle();
    expect(hydrateSearchDialog).not.toHaveBeenCalled();
    loadSearch(document);
    await settle();
    expect(hydrateSearchDialog).toHaveBeenCalledTimes(1);
  });
});
