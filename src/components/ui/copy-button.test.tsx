// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wireCopyButtons } from "@/components/layout/behaviours/copy-buttons";
import { COPY_FEEDBACK_MS } from "@/lib/clipboard";
import { CopyButton } from "./copy-button";

const COMMAND = "npm run dev";

const labels = { copy: "Copy", copied: "Copied!", failed: "Copy blocked" };

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

/** Clicks and lets the clipboard promise settle (timers are fake, microtasks are not). */
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await vi.advanceTimersByTimeAsync(0);
}

describe("CopyButton with the site's copy behaviour", () => {
  let wiring: AbortController;

  beforeEach(() => {
    vi.useFakeTimers();
    wiring = new AbortController();
    wireCopyButtons(document, wiring.signal);
  });
  afterEach(() => {
    wiring.abort();
    cleanup();
    document.body.innerHTML = "";
    vi.useRealTimers();
  });

  it("writes the value, says Copied! for two seconds, then returns to idle", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyButton value={COMMAND} labels={labels} showLabel />);

    await click(screen.getByRole("button", { name: "Copy" }));
    expect(writeText).toHaveBeenCalledWith(COMMAND);
    const button = screen.getByRole("button", { name: "Copied!" });
    expect(button.dataset.state).toBe("copied");
    expect(screen.getByRole("status").textContent).toBe("Copied!");

    await vi.advanceTimersByTimeAsync(COPY_FEEDBACK_MS - 1);
    expect(screen.getByRole("button", { name: "Copied!" })).toBe(button);

    await vi.advanceTimersByTimeAsync(1);
    expect(screen.getByRole("button", { name: "Copy" })).toBe(button);
    expect(button.dataset.state).toBe("idle");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says so when the browser refuses the clipboard and no fallback works", async () => {
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    document.execCommand = vi.fn(() => false);
    render(<CopyButton value="x" labels={labels} />);

    await click(screen.getByRole("button", { name: "Copy" }));
    expect(screen.getByRole("button", { name: "Copy blocked" }).dataset.state).toBe("failed");
    expect(screen.getByRole("status").textContent).toBe("Copy blocked");

    await vi.advanceTimersByTimeAsync(COPY_FEEDBACK_MS);
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
  });

  it("falls back to the legacy copy command when the Clipboard API is missing", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    render(<CopyButton value="architech new" labels={labels} />);

    await click(screen.getByRole("button", { name: "Copy" }));
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
  });

  it("works as static markup from the build, each button on its own", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    document.body.innerHTML = renderToStaticMarkup(
      <>
        <CopyButton value="first" labels={{ ...labels, copy: "Copy first" }} showLabel />
        <CopyButton value="second" labels={{ ...labels, copy: "Copy second" }} showLabel />
      </>,
    );

    await click(screen.getByRole("button", { name: "Copy second" }));
    expect(writeText).toHaveBeenCalledWith("second");
    expect(screen.getByRole("button", { name: "Copy first" }).dataset.state).toBe("idle");
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual(["", "Copied!"]);
  });
});
