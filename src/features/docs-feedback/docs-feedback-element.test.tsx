// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json" with { type: "json" };
import { DocsFeedbackForm } from "./docs-feedback-form";
import { defineDocsFeedback } from "./docs-feedback-element";
import { DOCS_FEEDBACK_TAG } from "./docs-feedback-hooks";
import { docsFeedbackProps } from "./docs-feedback-props";
import type { DocsFeedbackModule } from "./load-on-interaction";

const chunk = { url: "/_astro/docs-feedback-behaviour.js", imports: [] };

describe("the <docs-feedback> element", () => {
  const wired: HTMLElement[] = [];
  const importModule = vi.fn(async (): Promise<DocsFeedbackModule> => ({ wireDocsFeedback: (root) => void wired.push(root) }));
  defineDocsFeedback(chunk, importModule);

  it("does nothing on a page without the widget", () => {
    document.body.innerHTML = "<main><p>No widget</p></main>";
    fireEvent.pointerOver(document.querySelector("p")!);
    expect(importModule).not.toHaveBeenCalled();
  });

  it("loads the widget's code when the visitor reaches for it, and runs it on itself", async () => {
    document.body.innerHTML = renderToStaticMarkup(<DocsFeedbackForm {...docsFeedbackProps("en", "/docs/start/introduction")} />);
    expect(importModule).not.toHaveBeenCalled();
    fireEvent.pointerOver(screen.getByRole("button", { name: en.DocsFeedback.yes }));
    await vi.waitFor(() => expect(wired).toEqual([document.querySelector(DOCS_FEEDBACK_TAG)]));
    expect(importModule).toHaveBeenCalledTimes(1);
  });
});
