// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import node from "@astrojs/node";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./integrations/precompress-integration.mjs";
import { interactionDirective } from "./integrations/interaction-directive-integration.mjs";
import { searchIndex } from "./integrations/pagefind-integration.mjs";
import { lazyChunkUrl } from "./integrations/lazy-chunk-url-plugin.mjs";
import { islandChunks } from "./integrations/island-chunks-plugin.mjs";
import remarkDirective from "remark-directive";
import { remarkDocsDirectives } from "./integrations/remark-docs-directives.mjs";
import { fileURLToPath } from "node:url";

const siteUrl = new URL(process.env.SITE_URL?.trim() || "http://localhost:3000").origin;

export default defineConfig({
  site: siteUrl,
  // Every page is prerendered; only /api/* runs on demand, in the server of scripts/start.ts.
  output: "static",
  adapter: node({ mode: "middleware" }),
  trailingSlash: "never",
  build: { format: "directory", inlineStylesheets: "never" },
  compressHTML: true,
  // The API's POST pipeline checks the origin itself and answers JSON ({error, code}); Astro's
  // check would answer some cross-site posts first, in plain text (src/server/http/same-origin.ts).
  security: { checkOrigin: false },
  // The search index is built from the written pages, before precompress compresses its files too.
  // Islands render in one piece: streamed, React sends a Suspense boundary's content after the shell
  // with an inline script to move it in, and a paint before that script shows the boundary empty.
  integrations: [react({ experimentalDisableStreaming: true }), interactionDirective(), searchIndex(), precompress()],
  vite: {
    plugins: [tailwindcss(), lazyChunkUrl(), islandChunks()],
    // The React renderer's browser side, with islands hydrated on interaction in one task (see the file).
    resolve: {
      alias: [{ find: /^@astrojs\/react\/client\.js$/, replacement: fileURLToPath(new URL("./src/lib/islands/react-client.ts", import.meta.url)) }],
    },
    // Native and server-only packages stay out of the bundle.
    ssr: { external: ["better-sqlite3", "pg"] },
  },
  // The docs' Markdown (src/content/docs): `:::note` callouts and `::slot` lines; code is highlighted by the docs page
  // itself, with the site's one highlighter and code block (src/features/docs/docs-html.ts).
  markdown: { syntaxHighlight: false, remarkPlugins: [remarkDirective, remarkDocsDirectives] },
  devToolbar: { enabled: false },
});
