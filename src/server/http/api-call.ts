/**
 * What an API handler needs from whatever serves it: the request, and the TCP peer address of its
 * connection (undefined when the server cannot tell). Handlers stay framework-free; the Astro
 * endpoints in src/pages/api/ adapt to this with `astroEndpoint`, tests build it directly.
 */
export interface ApiCall {
  request: Request;
  peerAddress?: string;
}

export type ApiHandler = (call: ApiCall) => Promise<Response> | Response;
