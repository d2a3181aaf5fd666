// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createSearchLoader, type HydrateSearchDialog } from "./open-search";

describe("loading the site search's code", () => {
  let hydrateSearchDialog: ReturnType<typeof vi.fn<HydrateSearchDialog>>;
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  beforeEach(() => {
    hydrateSearchDialog = vi.fn<HydrateSearchDialog>();
  });

  it("loads the dialog's code once, then reuses it", async () => {
    const load = vi.fn(() => Promise.resolve({ hydrateSearchDialog }));
    const loadSearch = createSearchLoader(load);
    loadSearch(document);
    await settle();
    loadSearch(document);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrateSearchDialog).toHaveBeenCalledTimes(2);
    expect(hydrateSearchDialog).toHaveBeenCalledWith(document);
  });

  it("fetches the code again after a failed load", async () => {
    const load = vi.fn<() => Promise<{ hydrateSearchDialog: HydrateSearchDialog }>>().mockRejectedValueOnce(new Error("offline")).mockResolvedValue({ hydrateSearchDialog });
    const loadSearch = createSearchLoader(load);
    loadSearch(document);
    await settle();
    expect(hydrateSearchDialog).not.toHaveBeenCalled();
    loadSearch(document);
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(hydrateSearchDialog).toHaveBeenCalledTimes(1);
  });
});
