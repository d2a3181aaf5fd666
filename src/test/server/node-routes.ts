import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ApiHandler } from "@/server/http/api-call";
import { TEST_SITE_URL } from "./test-database";

/**
 * Serves framework-free handlers to a Node server as Astro's node adapter does in production:
 * the headers as Node parsed them, the body streamed from the socket, the socket's peer address.
 * Tests of what reaches a route through node:http (raw bytes, repeated headers) use it.
 */
export function nodeRoutes(routes: Readonly<Record<string, ApiHandler>>) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const handler = routes[(req.url ?? "").split("?")[0]!];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(new URL(req.url ?? "/", TEST_SITE_URL), {
      method: req.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
    } as RequestInit);
    void Promise.resolve(handler({ request, peerAddress: req.socket.remoteAddress }))
      .then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        res.writeHead(response.status, { ...Object.fromEntries(response.headers), "content-length": body.byteLength });
        res.end(body);
      })
      .catch(() => res.destroy());
  };
}
