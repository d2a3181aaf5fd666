import { gzipSync } from "node:zlib";

/**
 * The gzip size of the scripts a page loaded, each fetched once (a shared cache across pages) and
 * compressed at level 9: the figure DESIGN.md's "script before interaction" budget is written in.
 */
export async function scriptBytesBeforeInteraction(urls: readonly string[], cache: Map<string, number>): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    if (!cache.has(url)) {
      const body = Buffer.from(await (await fetch(url)).arrayBuffer());
      cache.set(url, gzipSync(body, { level: 9 }).length);
    }
    total += cache.get(url) ?? 0;
  }
  return total;
}
