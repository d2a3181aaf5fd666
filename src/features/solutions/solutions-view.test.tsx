// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { genomes } from "@/domain/catalog/catalog";
import { SolutionsBrowser } from "./solutions-browser";
import { formatCount } from "@/i18n/message-template";
import { solutionsBrowserProps } from "./solutions-props";
import { SOLUTIONS_BROWSER } from "./solutions-hooks";
// Defines <solutions-browser>: the markup is wired as it enters the document.
import "./solutions-view";

const props = solutionsBrowserProps("fr");

function mount(search = "") {
  window.history.replaceState(null, "", `/fr/solutions${search}`);
  document.body.innerHTML = renderToStaticMarkup(<SolutionsBrowser {...props} />);
  return document.querySelector<HTMLElement>(SOLUTIONS_BROWSER)!;
}

const shown = () => [...document.querySelectorAll<HTMLElement>("li[data-genome-id]")].filter((card) => !card.hidden).map((card) => card.dataset.genomeId);
const chip = (tag: string) => document.querySelector<HTMLButtonElement>(`button[data-tag='${tag}']`)!;

describe("solutions view", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("filters by tag on a chip's click, marks it, and writes the URL", () => {
    mount();
    const tag = props.tags[0]!.id;
    chip(tag).click();
    expect(shown()).toEqual(genomes.filter((genome) => (genome.tags as readonly string[]).includes(tag)).map((genome) => genome.id));
    expect(chip(tag).getAttribute("aria-pressed")).toBe("true");
    expect(chip("").getAttribute("aria-pressed")).toBe("false");
    expect(window.location.search).toBe(`?tag=${tag}`);
    chip("").click();
    expect(shown()).toHaveLength(genomes.length);
    expect(window.location.search).toBe("");
  });

  it("shows the empty state for a search with no match, and resets from it", () => {
    mount("?q=zz-nothing");
    expect(shown()).toEqual([]);
    const empty = document.querySelector<HTMLElement>("[data-empty]")!;
    expect(empty.hidden).toBe(false);
    expect(document.querySelector("[role='status']")!.textContent).toBe(formatCount(props.labels.resultCount, 0));
    empty.querySelector("button")!.click();
    expect(shown()).toHaveLength(genomes.length);
    expect(document.querySelector<HTMLInputElement>("input[name='q']")!.value).toBe("");
  });

  it("ignores a tag the catalogue does not know", () => {
    mount("?tag=unknown");
    expect(shown()).toHaveLength(genomes.length);
    expect(chip("").getAttribute("aria-pressed")).toBe("true");
  });
});
