// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { genomes, modules } from "@/domain/catalog/catalog";
import { MarketplaceBrowser } from "./marketplace-browser";
import { formatCount } from "@/i18n/message-template";
import { marketplaceBrowserProps } from "./marketplace-props";
import { MARKETPLACE_BROWSER } from "./marketplace-hooks";
// Defines <marketplace-browser>: the markup is wired as it enters the document.
import "./marketplace-view";

const props = marketplaceBrowserProps("en");
const integrators = modules.filter((module) => module.category === "integrator").length;
const everything = modules.length + genomes.length;

function mount(search = "") {
  window.history.replaceState(null, "", `/marketplace${search}`);
  document.body.innerHTML = renderToStaticMarkup(<MarketplaceBrowser {...props} />);
  return document.querySelector<HTMLElement>(MARKETPLACE_BROWSER)!;
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
    expect(status()).toBe(formatCount(props.labels.resultCount, integrators));
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

  it("renders the groups in page order, each heading with its count, and the contents linking to each", () => {
    mount();
    const headings = [...document.querySelectorAll("h2, h3")].map((heading) => [heading.id, heading.textContent]);
    expect(headings.slice(0, 3)).toEqual([
      ["adapters", "Adapters 18"],
      ["adapters-auth", "Auth 1"],
      ["adapters-blockchain", "Blockchain 1"],
    ]);
    expect(headings).toContainEqual(["integrators", "Integrators 20"]);
    expect(headings).toContainEqual(["integrators-payment", "Payments 3"]);
    expect(headings).toContainEqual(["templates", "Templates 4"]);
    const links = [...document.querySelectorAll<HTMLAnchorElement>("nav a")].map((link) => link.getAttribute("href")!.slice(1));
    expect(links).toEqual(headings.filter(([id]) => id).map(([id]) => id));
    expect(document.querySelector("nav a[href='#adapters-database']")!.textContent).toBe("Database 4");
  });

  it("hides the groups a filter leaves empty, counts the others and narrows them to their cards", () => {
    mount();
    field().value = "stripe";
    field().dispatchEvent(new Event("input", { bubbles: true }));
    const group = (id: string) => document.querySelector<HTMLElement>(`[data-group='${id}']`)!;
    const count = (id: string) => [...document.querySelectorAll(`[data-count-of='${id}']`)].map((element) => element.textContent);
    expect(group("adapters-database").hidden).toBe(true);
    expect(document.querySelector<HTMLElement>("[data-index-of='adapters-database']")!.hidden).toBe(true);
    expect(group("adapters-payment").hidden).toBe(false);
    expect(count("adapters")).toEqual(["1", "1"]);
    expect(count("integrators-payment")).toEqual(["3", "3"]);
    // Stripe Drizzle sits under Payments; the other two Stripe integrators too: one row of three.
    expect(group("integrators-payment").dataset.span).toBe("3");

    chip("adapter").click();
    expect(document.querySelector<HTMLElement>("[data-kind-section='integrators']")!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>("[data-index-of='integrators']")!.hidden).toBe(true);
    expect(document.querySelector<HTMLElement>("[data-kind-section='adapters']")!.hidden).toBe(false);

    field().value = "drizzle";
    field().dispatchEvent(new Event("input", { bubbles: true }));
    expect(group("adapters-database").hidden).toBe(false);
    expect(count("adapters-database")).toEqual(["1", "1"]);
    expect(group("adapters-database").dataset.span).toBe("1");
  });

  it("shows an integrator with the logos of every technology it joins", () => {
    mount();
    const logos = (id: string) => [...document.querySelectorAll(`li[data-item-id='${id}'] svg[data-logo]`)].map((svg) => svg.getAttribute("data-logo"));
    expect(logos("stripe-drizzle-integration")).toEqual(["stripe", "drizzle"]);
    expect(logos("sentry-drizzle-nextjs-integration")).toEqual(["sentry", "drizzle", "nextdotjs"]);
    expect(logos("payment/stripe")).toEqual(["stripe"]);
    // Every mark a card draws is in the page's symbols.
    for (const use of document.querySelectorAll("li[data-item-id] use")) {
      expect(document.querySelector(use.getAttribute("href")!)).not.toBeNull();
    }
  });

  it("keeps text typed before the script ran", () => {
    window.history.replaceState(null, "", "/marketplace");
    // The element is wired as it enters the document, after the text was typed into its field.
    const page = document.createElement("div");
    page.innerHTML = renderToStaticMarkup(<MarketplaceBrowser {...props} />);
    page.querySelector<HTMLInputElement>("input[name='q']")!.value = "stripe";
    document.body.append(...page.childNodes);
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
