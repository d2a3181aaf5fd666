// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { genomes, modules } from "@/domain/catalog/catalog";
import { MarketplaceBrowser } from "./marketplace-browser";
import { marketplaceBrowserProps } from "./marketplace-props";
import { initMarketplaceView } from "./marketplace-view";

const props = marketplaceBrowserProps("en");
const integrators = modules.filter((module) => module.category === "integrator").length;
const everything = modules.length + genomes.length;

function mount(search = "") {
  window.history.replaceState(null, "", `/marketplace${search}`);
  document.body.innerHTML = renderToStaticMarkup(<MarketplaceBrowser {...props} />);
  const root = document.querySelector<HTMLElement>("[data-marketplace-browser]")!;
  initMarketplaceView(root);
  return root;
}

const shown = () => [...document.querySelectorAll<HTMLElement>("li[data-item-id]")].filter((card) => !card.hidden).length;
const chip = (category: string) => document.querySelector<HTMLButtonElement>(`button[data-category='${category}']`)!;
const status = () => document.querySelector("[role='status']")!.textContent;
const field = () => document.querySelector<HTMLInputElement>("input[name='q']")!;

describe("marketplace view", () => {
  beforeEach(() => window.history.replaceState(null, "", "/"));
  afterEach(() => (document.body.innerHTML = ""));

  it("filters by category on a chip's click, marks the chip and keeps the view in the URL", () => {
    mount();
    expect(shown()).toBe(everything);
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
    const matching = [...props.items, ...props.templates].filter((item) => `${item.name} ${item.description}`.toLowerCase().includes("drizzle"));
    expect(shown()).toBe(matching.length);
    expect(chip("all").querySelector("span")!.textContent).toBe(String(matching.length));
    expect(new URLSearchParams(window.location.search).get("q")).toBe("drizzle");
  });

  it("lists the genome templates under their own chip, each linking to its genome page", () => {
    mount("?category=template");
    expect(shown()).toBe(genomes.length);
    expect(chip("template").getAttribute("aria-pressed")).toBe("true");
    expect(chip("template").querySelector("span")!.textContent).toBe(String(genomes.length));
    const links = [...document.querySelectorAll<HTMLElement>("li[data-item-id]")].filter((card) => !card.hidden).map((card) => card.querySelector("h3 a")!.getAttribute("href"));
    expect(links).toEqual(genomes.map((genome) => `/solutions/${genome.id}`));
  });

  it("offers no chip for a kind without entries, and shows everything for a URL that names one", () => {
    mount("?category=feature");
    expect(document.querySelector("button[data-category='feature']")).toBeNull();
    expect(chip("all").getAttribute("aria-pressed")).toBe("true");
    expect(shown()).toBe(everything);
  });

  it("shows an honest empty state with a reset when nothing matches", () => {
    mount("?q=zz-nothing");
    expect(shown()).toBe(0);
    const empty = document.querySelector<HTMLElement>("[data-empty]")!;
    expect(empty.hidden).toBe(false);
    expect(empty.querySelector("h3")!.textContent).toBe(props.labels.emptySearchTitle);
    empty.querySelector("button")!.click();
    expect(shown()).toBe(everything);
    expect(empty.hidden).toBe(true);
    expect(window.location.search).toBe("");
  });

  it("keeps text typed before the script ran", () => {
    window.history.replaceState(null, "", "/marketplace");
    document.body.innerHTML = renderToStaticMarkup(<MarketplaceBrowser {...props} />);
    field().value = "stripe";
    initMarketplaceView(document.querySelector<HTMLElement>("[data-marketplace-browser]")!);
    expect(shown()).toBeLessThan(everything);
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
