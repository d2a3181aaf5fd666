// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { modules } from "@/domain/catalog/catalog";
import { MarketplaceBrowser } from "./marketplace-browser";
import { marketplaceBrowserProps } from "./marketplace-props";
import { initMarketplaceView } from "./marketplace-view";

const props = marketplaceBrowserProps("en");
const integrators = modules.filter((module) => module.category === "integrator").length;

function mount(search = "") {
  window.history.replaceState(null, "", `/marketplace${search}`);
  document.body.innerHTML = renderToStaticMarkup(<MarketplaceBrowser {...props} />);
  const root = document.querySelector<HTMLElement>("[data-marketplace-browser]")!;
  initMarketplaceView(root);
  return root;
}

const shown = () => [...document.querySelectorAll<HTMLElement>("li[data-module-id]")].filter((card) => !card.hidden).length;
const chip = (category: string) => document.querySelector<HTMLButtonElement>(`button[data-category='${category}']`)!;
const status = () => document.querySelector("[role='status']")!.textContent;
const field = () => document.querySelector<HTMLInputElement>("input[name='q']")!;

describe("marketplace view", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));
  afterEach(() => (document.body.innerHTML = ""));

  it("filters by category on a chip's click, marks the chip and keeps the view in the URL", () => {
    mount();
    expect(shown()).toBe(modules.length);
    chip("integrator").click();
    expect(shown()).toBe(integrators);
    expect(chip("integrator").getAttribute("aria-pressed")).toBe("true");
    expect(chip("all").getAttribute("aria-pressed")).toBe("false");
    expect(status()).toBe(props.labels.resultCounts[integrators]);
    expect(window.location.search).toBe("?category=integrator");
  });

  it("filters as the visitor types, with the chips' counts following the text", () => {
    mount();
    field().value = "drizzle";
    field().dispatchEvent(new Event("input", { bubbles: true }));
    const matching = modules.filter((module) => `${module.name} ${props.items.find((item) => item.id === module.id)!.description}`.toLowerCase().includes("drizzle"));
    expect(shown()).toBe(matching.length);
    expect(chip("all").querySelector("span")!.textContent).toBe(String(matching.length));
    expect(new URLSearchParams(window.location.search).get("q")).toBe("drizzle");
  });

  it("applies the view a URL names, and an honest empty state with a reset", () => {
    mount("?category=feature");
    expect(shown()).toBe(0);
    const empty = document.querySelector<HTMLElement>("[data-empty]")!;
    expect(empty.hidden).toBe(false);
    expect(empty.querySelector("h3")!.textContent).toBe(props.labels.emptyCategoryTitle.feature);
    empty.querySelector("button")!.click();
    expect(shown()).toBe(modules.length);
    expect(empty.hidden).toBe(true);
    expect(window.location.search).toBe("");
  });

  it("keeps text typed before the script ran", () => {
    window.history.replaceState(null, "", "/marketplace");
    document.body.innerHTML = renderToStaticMarkup(<MarketplaceBrowser {...props} />);
    field().value = "stripe";
    initMarketplaceView(document.querySelector<HTMLElement>("[data-marketplace-browser]")!);
    expect(shown()).toBeLessThan(modules.length);
    expect(shown()).toBeGreaterThan(0);
  });

  it("follows the history when it moves", () => {
    mount();
    window.history.replaceState(null, "", "/marketplace?category=adapter&q=zz-nothing");
    window.dispatchEvent(new PopStateEvent("popstate"));
    expect(field().value).toBe("zz-nothing");
    expect(shown()).toBe(0);
  });
});
