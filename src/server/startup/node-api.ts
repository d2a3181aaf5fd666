import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiHandler } from "../http/api-call";
import { apiHandlerFor } from "../http/api-routes";
import { describeError, type Logger } from "../log";
import { writeJsonError } from "../site/error-responses";
import type { NodeHandler } from "../site/site-handler";

export interface NodeApi {
  handle: NodeHandler;
  /**
   * Resolves once no API request is being handled. A client that hangs up does not stop its
   * request's work (a sign-up may be waiting for its batch), so the database is closed only after.
   */
  whenIdle(): Promise<void>;
}

function requestHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.append(name, value);
  }
  return headers;
}

/** The Fetch request a handler reads: the pathname and query as sent (Astro resolves dot segments the same way). */
function toRequest(req: IncomingMessage, url: URL): Request {
  const method = req.method ?? "GET";
  const init: RequestInit & { duplex?: "half" } = { method, headers: requestHeaders(req) };
  if (method !== "GET" && method !== "HEAD") {
    // undici reads a Node stream as an async iterable body.
    init.body = req as unknown as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(url, init);
}

async function writeResponse(response: Response, res: ServerResponse): Promise<void> {
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * Answers /api and /api/* with the route handlers of src/server/http/routes, as Astro's endpoints
 * in src/pages/api/ do under `astro dev`, without Astro's page pipeline: under the sign-up
 * benchmark that pipeline (its render context, abort signal and response streaming) took about a
 * sixth of the server's CPU per request (`npm run bench:api`). Each request gets the socket's
 * address as its peer: the only client address no header can forge.
 */
export function createNodeApi(logger: Logger, handlerFor: (pathname: string, method: string) => ApiHandler = apiHandlerFor): NodeApi {
  let inFlight = 0;
  let idle: (() => void)[] = [];
  const settled = () => {
    if (--inFlight > 0) return;
    for (const resolve of idle) resolve();
    idle = [];
  };

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", "http://localhost");
    const request = toRequest(req, url);
    const handler = handlerFor(url.pathname, request.method);
    await writeResponse(await handler({ request, peerAddress: req.socket.remoteAddress }), res);
  }

  return {
    handle(req, res) {
      inFlight++;
      answer(req, res)
        .catch((error: unknown) => {
          logger.error("api handler failed", { path: req.url?.split("?")[0], ...describeError(error) });
          if (!res.headersSent) writeJsonError(res, 503, "unavailable", ["Retry-After", "5"]);
          else res.destroy();
        })
        .finally(settled);
    },
    whenIdle() {
      return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idle.push(resolve));
    },
  };
}
