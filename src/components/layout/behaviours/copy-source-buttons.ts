import { writePendingText } from "@/lib/clipboard";
import { showCopyResult } from "./copy-buttons";
import type { CopyButtonHooks as H } from "@/components/ui/copy-button-hooks";
import type { DatasetKey } from "@/lib/dom-hooks";

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: "text/markdown, text/plain;q=0.9" } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * Copy buttons whose text lives at a URL (`<CopyButton source=...>`, such as a page's Markdown
 * twin): the text is fetched on click rather than carried in every page's HTML, then the button
 * shows the same feedback as every other copy button.
 */
export function wireCopySourceButtons(doc: Document, signal?: AbortSignal) {
  doc.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-copy-source]" satisfies `[${H["source"]}]`) : null;
      const source = button?.dataset["copySource" satisfies DatasetKey<H["source"]>];
      if (!button || !source) return;
      void writePendingText(fetchText(source)).then((ok) => showCopyResult(button, ok));
    },
    { signal },
  );
}
