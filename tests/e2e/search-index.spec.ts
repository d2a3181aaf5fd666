import { test } from "@playwright/test";
import { pageKinds } from "../../src/lib/page-kind";
import { SEARCH_SCRIPT_PATH } from "../../src/lib/search-bundle";
import { localePath, locales } from "./utils";
import { expect, withoutTrailingSlash, isFrench } from "./search-dialog";

test("the index keeps every page's words apart, as a reader sees them", async ({ page }) => {
  for (const locale of locales) {
    await page.goto(localePath(locale, "/philosophy"));
    const glued = await page.evaluate(
      async ({ script, kinds }) => {
        // What the index leaves out (integrations/pagefind-integration.mjs), and what holds no words.
        const skipped = "dialog, nav, [aria-hidden='true'], [data-pagefind-ignore], script, style, template";
        const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
        /** The words of an element's text with every element apart (a code block kept whole, as it is written). */
        const readerWords = (root: Element) => {
          const parts: string[] = [];
          const walk = (node: Node) => {
            if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? "");
            if (!(node instanceof Element) || node.matches(skipped)) return;
            if (node.matches("pre")) return void parts.push(" ", node.textContent ?? "", " ");
            if (node.matches("img")) parts.push(" ", node.getAttribute("alt") ?? "", " ");
            parts.push(" ");
            node.childNodes.forEach(walk);
            parts.push(" ");
          };
          walk(root);
          return new Set(parts.join("").split(/\s+/).map(bare));
        };
        const pagefind = await import(script);
        const { results } = await pagefind.search(null, { filters: { kind: { any: kinds } } });
        const found: string[] = [];
        for (const result of results as { data(): Promise<{ url: string; content: string }> }[]) {
          const { url, content } = await result.data();
          const html = await (await fetch(url)).text();
          const main = new DOMParser().parseFromString(html, "text/html").querySelector("[data-pagefind-body]")!;
          const words = readerWords(main);
          for (const word of content.split(/\s+/)) if (bare(word) && !words.has(bare(word))) found.push(`${url}: ${word}`);
        }
        return found;
      },
      { script: SEARCH_SCRIPT_PATH, kinds: [...pageKinds] },
    );
    // Two elements side by side with no space between read as one word ("Prisma ORMdatabase/prisma"):
    // put a space between them in the markup, or keep a decorative one out with data-pagefind-ignore.
    expect(glued, "words Pagefind ran together").toEqual([]);
  }
});

test("every page of the sitemap is in the search index of its language, and no other page is", async ({ page, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  expect(listed.length).toBeGreaterThan(0);

  for (const locale of locales) {
    // Pagefind picks the index of the page's <html lang>.
    await page.goto(localePath(locale, "/philosophy"));
    const indexed = await page.evaluate(
      async ({ script, kinds }) => {
        const pagefind = await import(script);
        // A search by filter alone lists every page of the index: each one carries its kind.
        const { results } = await pagefind.search(null, { filters: { kind: { any: kinds } } });
        return Promise.all(results.map(async (result: { data(): Promise<{ url: string }> }) => (await result.data()).url));
      },
      { script: SEARCH_SCRIPT_PATH, kinds: [...pageKinds] },
    );
    const expected = listed.filter((path) => isFrench(path) === (locale === "fr"));
    expect(indexed.map(withoutTrailingSlash).sort()).toEqual(expected.sort());
  }
});
