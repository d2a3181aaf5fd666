// @ts-check

/** React and its DOM renderer, with Astro's hydration glue (ours, src/lib/islands/react-client.ts): every island needs all of them, at once. */
const REACT_RUNTIME = /\/node_modules\/(?:react|react-dom|scheduler|@astrojs\/react)\/|\/src\/lib\/islands\/react-client\.ts$/;

/**
 * What most islands share besides React: the form and dialog primitives with the icons they draw,
 * their class helpers and icon factory, and the island's commit report. Listed rather than taken by
 * folder: a primitive only one island uses (the demo's code block and its highlighter) stays with it.
 * No page's plain script imports any of these (e2e/islands.spec.ts checks what those pages load).
 */
const ISLAND_UI = [
  /\/src\/components\/ui\/(?:badge|button|card|input|kbd|label|modal|search-field|textarea)\.tsx$/,
  /\/src\/lib\/utils\.ts$/,
  /\/src\/lib\/islands\/(?:early-input|island-committed|island-committed-event)\.ts$/,
  /\/node_modules\/(?:clsx|class-variance-authority|tailwind-merge)\//,
  /\/node_modules\/lucide-react\/dist\/esm\/(?!icons\/|lucide-react\.mjs)/,
  /\/node_modules\/lucide-react\/dist\/esm\/icons\/(?:x|search|loader-circle|circle-exclamation-point)\.mjs$/,
];

/**
 * @param {string} id
 * @returns {string | null}
 */
export function islandChunkOf(id) {
  if (REACT_RUNTIME.test(id)) return "react";
  if (ISLAND_UI.some((pattern) => pattern.test(id))) return "island-ui";
  return null;
}

/**
 * Chunks the browser's build by what loads together. Split as Rollup splits by default, a
 * visitor's first click on the composer waited for sixteen files (React, its DOM client, the JSX
 * runtime, a file per shared icon or primitive): on HTTP/1.1's six connections per host, three
 * waves of requests before any code ran. The server's build is left as Astro makes it.
 * @returns {import("vite").Plugin}
 */
export function islandChunks() {
  let ssr = false;
  return {
    name: "architech:island-chunks",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    outputOptions(options) {
      if (ssr) return null;
      return { ...options, manualChunks: islandChunkOf };
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk") chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}

/**
 * V8's explicit compile hint: every function of the file is compiled as the file streams in, on a
 * background thread, instead of being parsed lazily on the main thread when first called. The
 * browser's chunks are code that runs as soon as it arrives (an island hydrating, a page's
 * behaviours), in the task a visitor's first click often waits for: a trace of the composer's
 * first click at 4x showed about 200 ms of parse and compile on the main thread.
 */
const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
