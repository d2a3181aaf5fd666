import { fileURLToPath } from "node:url";

/**
 * Registers `client:interaction` (src/lib/islands/hydrate-on-interaction.ts) for islands whose
 * server markup is complete until the visitor reaches for them.
 * @returns {import("astro").AstroIntegration}
 */
export function interactionDirective() {
  return {
    name: "interaction-directive",
    hooks: {
      "astro:config:setup": ({ addClientDirective }) => {
        addClientDirective({ name: "interaction", entrypoint: fileURLToPath(new URL("../../src/lib/islands/hydrate-on-interaction.ts", import.meta.url)) });
      },
    },
  };
}
