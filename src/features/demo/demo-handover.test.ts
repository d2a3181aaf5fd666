// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { QUEUED_ATTRIBUTE, holdDemoRequests, takeQueuedRequest } from "./demo-handover";

function renderShell({ hydrated = false } = {}) {
  document.body.innerHTML = `
    <astro-island ${hydrated ? "" : "ssr"}>
      <div data-demo="shell">
        <form data-demo-form><input name="prompt" /><button type="submit">Generate</button></form>
        <ul><li><button type="button" data-example="An online store">An online store</button></li></ul>
      </div>
    </astro-island>`;
  const controller = new AbortController();
  holdDemoRequests(document, controller.signal);
  const form = document.querySelector("form")!;
  return { form, input: form.querySelector("input")!, controller };
}

function submit(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("holdDemoRequests", () => {
  it("keeps a submit made before hydration for the island, without submitting the form", () => {
    const { form, controller } = renderShell();
    expect(submit(form)).toBe(false);
    expect(takeQueuedRequest(form)).toBe(true);
    expect(takeQueuedRequest(form)).toBe(false);
    controller.abort();
  });

  it("puts a chosen example in the field and queues it", () => {
    const { form, input, controller } = renderShell();
    input.value = "half typed";
    document.querySelector<HTMLButtonElement>("[data-example]")!.click();
    expect(input.value).toBe("An online store");
    expect(form.hasAttribute(QUEUED_ATTRIBUTE)).toBe(true);
    controller.abort();
  });

  it("leaves everything to the island once it has hydrated", () => {
    const { form, input, controller } = renderShell({ hydrated: true });
    input.value = "typed";
    document.querySelector<HTMLButtonElement>("[data-example]")!.click();
    expect(submit(form)).toBe(true);
    expect(input.value).toBe("typed");
    expect(takeQueuedRequest(form)).toBe(false);
    controller.abort();
  });
});
