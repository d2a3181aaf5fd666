import type { APIRoute } from "astro";
import type { ApiHandler } from "./api-call";

/**
 * What scripts/start.ts hands every /api request through Astro's `locals`. Astro's own
 * `clientAddress` is the first X-Forwarded-For entry when one is sent, which any client can
 * forge; the socket's address is the only peer we trust, so the server passes it here.
 * (Under `astro dev` it is absent and every client shares one rate-limit key.)
 */
export interface ServerLocals {
  peerAddress?: string;
}

/** Adapts a framework-free API handler to an Astro endpoint. */
export function astroEndpoint(handler: ApiHandler): APIRoute {
  return ({ request, locals }) => handler({ request, peerAddress: (locals as ServerLocals).peerAddress });
}
