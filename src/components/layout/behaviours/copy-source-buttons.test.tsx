// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "@/components/ui/copy-button";
import { COPY_FEEDBACK_MS } from "@/lib/clipboard";
import { wireCopyButtons } from "./copy-buttons";
import { wireCopySourceButtons } from "./copy-source-buttons";

const labels = { copy: "Copy as Markdown", copied: "Copied!", failed: "Copy blocked" };
const MARKDOWN = "# Product brief\n\n> The lead.\n";

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(response()));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });
}

/** Clicks and lets the fetch and clipboard promises settle (timers are fake, microtasks are not). */
async function click(element: HTMLElement) {
  fireEvent.click(element);
  await vi.advanceTimersByTimeAsync(0);
}

describe("copy buttons that fetch their text", () => {
  let wiring: AbortController;

  beforeEach(() => {
    vi.useFakeTimers();
    wiring = new AbortController();
    // Both behaviours run on a page with a Markdown twin: the source button must be left to its own.
    wireCopyButtons(document, wiring.signal);
    wireCopySourceButtons(document, wiring.signal);
    document.body.innerHTML = renderToStaticMarkup(<CopyButton source="/fr/lightpaper.md" labels={labels} showLabel />);
  });
  afterEach(() => {
    wiring.abort();
    document.body.innerHTML = "";
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("fetches the URL, copies what it serves, says Copied! for two seconds, then returns to idle", async () => {
    const fetchMock = stubFetch(() => new Response(MARKDOWN, { headers: { "Content-Type": "text/markdown; charset=utf-8" } }));
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });

    const button = screen.getByRole("button", { name: "Copy as Markdown" });
    expect(button.hasAttribute("data-copy-button")).toBe(false);
    await click(button);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/fr/lightpaper.md");
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(MARKDOWN);
    expect(screen.getByRole("button", { name: "Copied!" })).toBe(button);
    expect(button.dataset.state).toBe("copied");
    expect(screen.getByRole("status").textContent).toBe("Copied!");

    await vi.advanceTimersByTimeAsync(COPY_FEEDBACK_MS);
    expect(button.dataset.state).toBe("idle");
    expect(button.getAttribute("aria-label")).toBe("Copy as Markdown");
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("hands the clipboard a pending item within the click where the browser takes one (Safari)", async () => {
    stubFetch(() => new Response(MARKDOWN));
    const items: Record<string, Promise<Blob>>[] = [];
    // jsdom's Blob cannot be read back: a stand-in keeps what the clipboard was given.
    vi.stubGlobal(
      "Blob",
      class {
        constructor(
          readonly parts: unknown[],
          readonly options: unknown,
        ) {}
      },
    );
    vi.stubGlobal(
      "ClipboardItem",
      class {
        constructor(readonly data: Record<string, Promise<Blob>>) {
          items.push(data);
        }
      },
    );
    const write = vi.fn(() => Promise.resolve());
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ write, writeText });

    await click(screen.getByRole("button", { name: "Copy as Markdown" }));
    expect(write).toHaveBeenCalledTimes(1);
    expect(writeText).not.toHaveBeenCalled();
    expect(await items[0]!["text/plain"]).toEqual({ parts: [MARKDOWN], options: { type: "text/plain" } });
    expect(screen.getByRole("button", { name: "Copied!" }).dataset.state).toBe("copied");
  });

  it("says copying failed when the URL does not answer, and writes nothing", async () => {
    stubFetch(() => new Response("Not found", { status: 404 }));
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });

    await click(screen.getByRole("button", { name: "Copy as Markdown" }));
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Copy blocked" }).dataset.state).toBe("failed");
    expect(screen.getByRole("status").textContent).toBe("Copy blocked");
    await vi.advanceTimersByTimeAsync(COPY_FEEDBACK_MS);
    expect(screen.getByRole("button", { name: "Copy as Markdown" })).toBeTruthy();
  });
});
