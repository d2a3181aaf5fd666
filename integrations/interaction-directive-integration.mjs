import { fileURLToPath } from "node:url";
import { writeIslandPreloads } from "./island-preloads.mjs";

/**
 * Registers `client:interaction` (src/lib/islands/hydrate-on-interaction.ts) for islands whose
 * server markup is complete until the visitor reaches for them, and writes into each such island
 * the chunks its code imports, for the directive to preload (./island-preloads.mjs).
 * @returns {import("astro").AstroIntegration}
 */
export function interactionDirective() {
  let assetsDir = "_astro";
  return {
    name: "interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: fileURLToPath(new URL("../src/lib/islands/hydrate-on-interaction.ts", import.meta.url)) });
      },
      "astro:config:done": ({ config }) => {
        assetsDir = config.build.assets;
      },
      "astro:build:done": async ({ dir, logger }) => {
        const pages = await writeIslandPreloads(fileURLToPath(dir), assetsDir);
        logger.info(`listed the chunks to preload of the islands loaded on interaction and of the page scripts, in ${pages} pages`);
      },
    },
  };
}
