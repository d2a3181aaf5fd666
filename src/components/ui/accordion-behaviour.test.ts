// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { wireAccordions } from "./accordion-behaviour";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("wireAccordions", () => {
  it("keeps each summary's aria-expanded and answer's data-state in step with the details", () => {
    document.body.innerHTML = `
      <div data-accordion>
        <details name="faq" open><summary role="button" aria-expanded="true">A</summary><div role="region" data-state="open">a</div></details>
        <details name="faq"><summary role="button" aria-expanded="false">B</summary><div role="region" data-state="closed">b</div></details>
      </div>`;
    const controller = new AbortController();
    wireAccordions(document, controller.signal);
    const [first, second] = Array.from(document.querySelectorAll("details"));

    first!.open = false;
    first!.dispatchEvent(new Event("toggle"));
    second!.open = true;
    second!.dispatchEvent(new Event("toggle"));

    expect(first!.querySelector("summary")!.getAttribute("aria-expanded")).toBe("false");
    expect(first!.querySelector("[role=region]")!.getAttribute("data-state")).toBe("closed");
    expect(second!.querySelector("summary")!.getAttribute("aria-expanded")).toBe("true");
    expect(second!.querySelector("[role=region]")!.getAttribute("data-state")).toBe("open");
    controller.abort();
  });
});
