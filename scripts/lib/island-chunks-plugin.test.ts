import { describe, expect, it } from "vitest";
import { islandChunkOf } from "./island-chunks-plugin.mjs";

const root = "/work/site";

describe("the chunks of the islands' shared code", () => {
  it("puts React, its DOM client, the JSX runtime and Astro's React client in one chunk", () => {
    for (const id of [
      "node_modules/react/cjs/react.production.js",
      "node_modules/react/jsx-runtime.js",
      "node_modules/react-dom/cjs/react-dom-client.production.js",
      "node_modules/scheduler/index.js",
      "node_modules/@astrojs/react/dist/client.js",
    ]) {
      expect(islandChunkOf(`${root}/${id}`), id).toBe("react");
    }
  });

  it("puts the primitives most islands draw, their helpers and their icons in another", () => {
    for (const id of [
      "src/components/ui/button.tsx",
      "src/components/ui/modal.tsx",
      "src/lib/utils.ts",
      "src/lib/islands/island-committed.ts",
      "node_modules/tailwind-merge/dist/bundle-mjs.mjs",
      "node_modules/lucide-react/dist/esm/createLucideIcon.mjs",
      "node_modules/lucide-react/dist/esm/icons/x.mjs",
    ]) {
      expect(islandChunkOf(`${root}/${id}`), id).toBe("island-ui");
    }
  });

  it("leaves what one island or a plain script uses to Rollup's own split", () => {
    for (const id of [
      "src/components/ui/code-block.tsx",
      "src/components/ui/tabs-behaviour.ts",
      "src/lib/url-view.ts",
      "src/features/compose/ui/genome-composer.tsx",
      "node_modules/lucide-react/dist/esm/icons/boxes.mjs",
      "node_modules/lucide-react/dist/esm/lucide-react.mjs",
      "node_modules/sugar-high/lib/core.js",
    ]) {
      expect(islandChunkOf(`${root}/${id}`), id).toBeNull();
    }
  });
});
