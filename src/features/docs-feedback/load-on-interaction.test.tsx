// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json" with { type: "json" };
import { DocsFeedbackForm } from "./docs-feedback-form";
import { DOCS_FEEDBACK_TAG } from "./docs-feedback-hooks";
import { docsFeedbackProps } from "./docs-feedback-props";
import { loadDocsFeedbackOnInteraction, type DocsFeedbackModule } from "./load-on-interaction";

const t = en.DocsFeedback;
/** The widget's root, the element the loader is started on. */
const widget = () => document.querySelector<HTMLElement>(DOCS_FEEDBACK_TAG)!;
const chunk = { url: "/_astro/docs-feedback-behaviour.js", imports: ["/_astro/api-routes.js", "/_astro/message-template.js"] };

describe("loading the docs feedback's code on interaction", () => {
  const choices: string[] = [];
  const wired: HTMLElement[] = [];
  const behaviour: DocsFeedbackModule = {
    wireDocsFeedback(root) {
      wired.push(root);
      root.addEventListener("click", (event) => choices.push((event.target as HTMLElement).closest("button")?.textContent ?? ""));
    },
  };

  beforeEach(() => {
    choices.length = 0;
    wired.length = 0;
    document.head.innerHTML = "";
    document.body.innerHTML = renderToStaticMarkup(<DocsFeedbackForm {...docsFeedbackProps("en", "/docs/start/introduction")} />);
  });

  it("loads nothing with the page, then the chunk once, with its imports preloaded, when the pointer comes over the widget", async () => {
    const importModule = vi.fn(async () => behaviour);
    loadDocsFeedbackOnInteraction(widget(), chunk, importModule);
    expect(importModule).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole("button", { name: t.yes }));
    fireEvent.focusIn(screen.getByRole("button", { name: t.no }));
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(importModule).toHaveBeenCalledWith(chunk.url);
    expect([...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")])).toEqual([
      ["modulepreload", chunk.imports[0]],
      ["modulepreload", chunk.imports[1]],
    ]);
    await vi.waitFor(() => expect(wired).toHaveLength(1));
    expect(wired[0]).toBe(widget());
  });

  it("clicks again, once wired, a Yes pressed while the code was on its way, and only once", async () => {
    let arrive: (module: DocsFeedbackModule) => void = () => undefined;
    loadDocsFeedbackOnInteraction(widget(), chunk, () => new Promise((resolve) => (arrive = resolve)));
    fireEvent.click(screen.getByRole("button", { name: t.yes }));
    expect(choices).toEqual([]);
    arrive(behaviour);
    await vi.waitFor(() => expect(choices).toEqual([t.yes]));
    fireEvent.click(screen.getByRole("button", { name: t.no }));
    expect(choices).toEqual([t.yes, t.no]);
  });

  it("tries again at the next gesture after a failed load", async () => {
    const importModule = vi.fn<(url: string) => Promise<DocsFeedbackModule>>().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValueOnce(behaviour);
    loadDocsFeedbackOnInteraction(widget(), chunk, importModule);
    fireEvent.click(screen.getByRole("button", { name: t.no }));
    await vi.waitFor(() => expect(importModule).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(wired).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: t.no }));
    await vi.waitFor(() => expect(choices).toEqual([t.no]));
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  describe("a reader who answers and leaves before the code has come", () => {
    const sent = vi.fn<typeof fetch>(async () => new Response(null, { status: 201 }));
    beforeEach(() => {
      sent.mockClear();
      vi.stubGlobal("fetch", sent);
    });
    afterEach(() => vi.unstubAllGlobals());

    it("has the answer sent as the page goes, the last one clicked, and never clicked again", async () => {
      let arrive: (module: DocsFeedbackModule) => void = () => undefined;
      loadDocsFeedbackOnInteraction(widget(), chunk, () => new Promise((resolve) => (arrive = resolve)));
      fireEvent.click(screen.getByRole("button", { name: t.yes }));
      fireEvent.click(screen.getByRole("button", { name: t.no }));
      window.dispatchEvent(new Event("pagehide"));
      window.dispatchEvent(new Event("pagehide"));
      expect(sent).toHaveBeenCalledTimes(1);
      const [url, init] = sent.mock.calls[0]!;
      expect([url, init?.method, init?.keepalive, new Headers(init?.headers).get("content-type")]).toEqual(["/api/feedback", "POST", true, "application/json"]);
      expect(JSON.parse(String(init?.body))).toEqual({ path: "/docs/start/introduction", locale: "en", helpful: false, comment: "", website: "" });

      // Back from the back-forward cache: the code comes, and the answer is not stored twice.
      arrive(behaviour);
      await vi.waitFor(() => expect(wired).toHaveLength(1));
      await Promise.resolve();
      expect(choices).toEqual([]);
    });

    it("sends nothing as the page goes once the code has come, or when no answer was clicked", async () => {
      loadDocsFeedbackOnInteraction(widget(), chunk, async () => behaviour);
      fireEvent.focusIn(screen.getByRole("button", { name: t.no }));
      window.dispatchEvent(new Event("pagehide"));
      await vi.waitFor(() => expect(wired).toHaveLength(1));
      fireEvent.click(screen.getByRole("button", { name: t.yes }));
      window.dispatchEvent(new Event("pagehide"));
      expect(sent).not.toHaveBeenCalled();
      expect(choices).toEqual([t.yes]);
    });
  });
});
