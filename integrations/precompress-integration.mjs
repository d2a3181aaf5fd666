// @ts-check
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text files worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".svg", ".xml", ".txt", ".md", ".webmanifest"]);
const MIN_BYTES = 256;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes `file.br` and `file.gz` beside every compressible file of a folder, at maximum quality (once, at build time). */
export async function precompressDir(dir) {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const body = await readFile(file);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: 9 });
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

/** Astro integration: precompress the static output when the build is done, so the server never compresses per request. */
export function precompress() {
  return {
    name: "architech:precompress",
    hooks: {
      "astro:build:done": async ({ dir, logger }) => {
        const count = await precompressDir(fileURLToPath(dir));
        logger.info(`precompressed ${count} files (brotli and gzip)`);
      },
    },
  };
}
