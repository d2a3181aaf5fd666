import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { StaticFile } from "@/server/site/static-files";

// The build site-handler.test.ts serves: pages in both languages, one with an inline script, an asset and an image.

export const BOOTSTRAP = "(()=>{self.Astro=1})();";
export const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

function html(urlPath: string, body: string, withScript = false): StaticFile {
  const identity = Buffer.from(
    `<!doctype html><html><head>${withScript ? `<script>${BOOTSTRAP}</script>` : ""}<script type="application/ld+json">{}</script></head><body>${body}</body></html>`,
  );
  return { urlPath, type: "text/html; charset=utf-8", html: true, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

const css = Buffer.from("body{color:red}".repeat(40));
export const files: StaticFile[] = [
  html("/", "home en"),
  html("/fr", "accueil fr"),
  html("/cli", "cli en", true),
  html("/fr/cli", "cli fr"),
  html("/not-found", "not found en"),
  html("/fr/not-found", "introuvable fr"),
  { urlPath: "/_astro/index.abc123.css", type: "text/css; charset=utf-8", html: false, identity: css, br: brotliCompressSync(css), gzip: gzipSync(css) },
  { urlPath: "/og/en/cli.png", type: "image/png", html: false, identity: Buffer.from("PNG") },
];

/** An answer as the tests read it. */
export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}
