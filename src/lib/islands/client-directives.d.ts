import type { InteractionDirectiveOptions } from "./hydrate-on-interaction";

declare module "astro" {
  interface AstroClientDirectives {
    "client:interaction"?: InteractionDirectiveOptions | boolean;
  }
}
