// First-load JavaScript of a page: the gzip size of every script its HTML loads, as a browser would fetch it.
import { gzipSync } from "node:zlib";

const scriptTag = /<script\b[^>]*>/g;
const srcAttribute = /\ssrc="([^"]+)"/;

/** @returns {Promise<{ bytes: number, scripts: number }>} gzip bytes and number of script files */
export async function firstLoadJs(baseUrl, path, cache = new Map()) {
  const response = await fetch(new URL(path, baseUrl));
  const html = await response.text();
  // Modern browsers skip `nomodule` scripts (the legacy polyfills), so they are not part of the budget.
  const sources = [
    ...new Set(
      [...html.matchAll(scriptTag)]
        .map((match) => match[0])
        .filter((tag) => !/\snomodule\b/i.test(tag))
        .map((tag) => tag.match(srcAttribute)?.[1])
        .filter(Boolean)
        .map((source) => source.replaceAll("&amp;", "&")),
    ),
  ];
  let bytes = 0;
  for (const source of sources) {
    const url = new URL(source, baseUrl).toString();
    if (!cache.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      cache.set(url, gzipSync(body, { level: 9 }).length);
    }
    bytes += cache.get(url);
  }
  return { bytes, scripts: sources.length };
}
