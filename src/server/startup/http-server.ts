import { createServer, type Server } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../log";
import { rawJsonError } from "../site/error-responses";
import type { NodeHandler } from "../site/site-handler";

/**
 * Node's own limits for clients that never finish sending. An API body has its own, shorter
 * deadline (BODY_TIMEOUT_MS in src/server/http/read-json.ts) so the endpoint answers 408 itself.
 */
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** How often Node checks those limits (its default, 30 s, would let a stalled client wait up to twice as long). */
const CHECK_INTERVAL_MS = 1_000;

export interface SiteServer {
  server: Server;
  /** From now on every answer closes its connection (used while draining). */
  closeConnectionsAfterEachResponse(): void;
}

/**
 * The node:http server around the site handler. A connection Node cannot read a request from
 * (garbage, oversized or stalled headers) gets a JSON 4xx with the security headers and an info
 * line, never a 5xx.
 */
export function createSiteServer(handler: NodeHandler, logger: Logger): SiteServer {
  let closing = false;
  const server = createServer({ connectionsCheckingInterval: CHECK_INTERVAL_MS }, (req, res) => {
    if (closing) res.setHeader("Connection", "close");
    handler(req, res);
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // A response already under way (or a client already gone) cannot get another one.
    const busy = Boolean((socket as Duplex & { _httpMessage?: unknown })._httpMessage);
    if (error.code === "ECONNRESET" || busy || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    logger.info("bad request", { status, errorCode: error.code });
    socket.end(rawJsonError(status, status === 408 ? "request_timeout" : "bad_request"));
  });

  return {
    server,
    closeConnectionsAfterEachResponse() {
      closing = true;
    },
  };
}
