// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COPY_FEEDBACK_MS } from "@/hooks/use-copy-to-clipboard";
import { CopyButton } from "./copy-button";

const labels = { copy: "Copy", copied: "Copied!", failed: "Copy blocked" };

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
}

describe("CopyButton", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("writes the value, says Copied! for two seconds, then returns to idle", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    render(<CopyButton value="npm install -g @the-architech/cli" labels={labels} showLabel />);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(writeText).toHaveBeenCalledWith("npm install -g @the-architech/cli");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Copied!");

    await act(async () => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS - 1);
    });
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("says so when the browser refuses the clipboard and no fallback works", async () => {
    stubClipboard(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    document.execCommand = vi.fn(() => false);
    render(<CopyButton value="x" labels={labels} />);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(screen.getByRole("button", { name: "Copy blocked" })).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(COPY_FEEDBACK_MS);
    });
    expect(screen.getByRole("button", { name: "Copy" })).toBeTruthy();
  });

  it("falls back to the legacy copy command when the Clipboard API is missing", async () => {
    Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    render(<CopyButton value="architech new" labels={labels} />);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    });
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(screen.getByRole("button", { name: "Copied!" })).toBeTruthy();
  });
});
