import { gzipSync } from "node:zlib";
import { inlineScripts } from "../../src/server/site/inline-scripts";

const gzipBytes = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;

/**
 * The gzip size of the script a page runs before any interaction: the script files it loaded, each
 * fetched once (a shared cache across pages), plus the scripts inlined in its HTML, each compressed
 * at level 9: the figure the README's "script before interaction" budget is written in.
 */
export async function scriptBytesBeforeInteraction(pageUrl: string, urls: readonly string[], cache: Map<string, number>): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    if (!cache.has(url)) cache.set(url, gzipBytes(Buffer.from(await (await fetch(url)).arrayBuffer())));
    total += cache.get(url) ?? 0;
  }
  const html = await (await fetch(pageUrl)).text();
  for (const text of inlineScripts(html)) total += gzipBytes(text);
  return total;
}
