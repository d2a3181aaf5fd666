import type { APIRoute } from "astro";
import type { ApiHandler } from "./api-call";

/**
 * What a server in front of Astro may hand an /api request through `locals`. Astro's own
 * `clientAddress` is the first X-Forwarded-For entry when one is sent, which any client can
 * forge; the socket's address is the only peer we trust. `npm start` calls the handlers itself
 * with it (src/server/startup/node-api.ts); under `astro dev` it is absent and every client
 * shares one rate-limit key.
 */
export interface ServerLocals {
  peerAddress?: string;
}

/** Adapts a framework-free API handler to an Astro endpoint. */
export function astroEndpoint(handler: ApiHandler): APIRoute {
  return ({ request, locals }) => handler({ request, peerAddress: (locals as ServerLocals).peerAddress });
}
