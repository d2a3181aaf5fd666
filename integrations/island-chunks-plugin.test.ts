import { describe, expect, it } from "vitest";
import { islandChunkOf, islandChunks } from "./island-chunks-plugin.mjs";

/** Where each module goes: `null` leaves it to Rollup's own split. */
const chunkOf: Record<string, string | null> = {
  // React, its DOM client, the JSX runtime and Astro's React client: one chunk.
  "node_modules/react/cjs/react.production.js": "react",
  "node_modules/react/jsx-runtime.js": "react",
  "node_modules/react-dom/cjs/react-dom-client.production.js": "react",
  "node_modules/scheduler/index.js": "react",
  "node_modules/@astrojs/react/dist/client.js": "react",
  "src/lib/islands/react-client.ts": "react",
  // The primitives most islands draw, their helpers and their icons: another.
  "src/components/ui/button.tsx": "island-ui",
  "src/components/ui/modal.tsx": "island-ui",
  "src/lib/utils.ts": "island-ui",
  "src/lib/islands/island-committed.ts": "island-ui",
  "node_modules/tailwind-merge/dist/bundle-mjs.mjs": "island-ui",
  "node_modules/lucide-react/dist/esm/createLucideIcon.mjs": "island-ui",
  "node_modules/lucide-react/dist/esm/icons/x.mjs": "island-ui",
  // What one island or a plain script uses.
  "src/components/ui/code-block.tsx": null,
  "src/components/ui/tabs-behaviour.ts": null,
  "src/lib/url-view.ts": null,
  "src/features/compose/ui/genome-composer.tsx": null,
  "node_modules/lucide-react/dist/esm/icons/boxes.mjs": null,
  "node_modules/lucide-react/dist/esm/lucide-react.mjs": null,
  "node_modules/sugar-high/lib/core.js": null,
};

describe("the chunks of the islands' shared code", () => {
  it.each(Object.entries(chunkOf))("%s goes to %s", (id, chunk) => {
    expect(islandChunkOf(`/work/site/${id}`)).toBe(chunk);
  });
});

describe("the browser's chunks", () => {
  it("start with V8's compile hint, so they compile as they stream in; assets and the server's build are left alone", () => {
    const bundle = {
      "react.js": { type: "chunk", name: "react", code: "var a=1;" },
      "genome-composer.js": { type: "chunk", name: "genome-composer", code: "export{};" },
      "style.css": { type: "asset", name: "style.css", source: "a{}" },
    };
    const client = islandChunks() as unknown as { configResolved(config: unknown): void; generateBundle(options: unknown, bundle: unknown): void };
    client.configResolved({ build: { ssr: false } });
    client.generateBundle({}, bundle);
    expect(bundle["react.js"].code).toBe("//# allFunctionsCalledOnLoad\nvar a=1;");
    expect(bundle["genome-composer.js"].code).toBe("//# allFunctionsCalledOnLoad\nexport{};");
    expect(bundle["style.css"]).toEqual({ type: "asset", name: "style.css", source: "a{}" });

    const server = islandChunks() as unknown as typeof client;
    const serverBundle = { "entry.mjs": { type: "chunk", name: "entry", code: "export{};" } };
    server.configResolved({ build: { ssr: true } });
    server.generateBundle({}, serverBundle);
    expect(serverBundle["entry.mjs"].code).toBe("export{};");
  });
});
