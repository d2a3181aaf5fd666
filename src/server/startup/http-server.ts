import { createServer, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { Logger } from "../log";
import { rawJsonError, writeJsonError } from "../site/error-responses";
import type { NodeHandler } from "../site/site-handler";
import { discardRestOfBody } from "./discard-body";

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
 * line, never a 5xx. So do the two requests Node would otherwise answer itself with an empty
 * body and no headers: HTTP/1.1 without Host (400, as RFC 9112 section 3.2 requires) and an
 * `Expect` other than 100-continue (417).
 */
export function createSiteServer(handler: NodeHandler, logger: Logger): SiteServer {
  let closing = false;
  // requireHostHeader: false hands the missing-Host case to the listener below instead of Node.
  const server = createServer({ connectionsCheckingInterval: CHECK_INTERVAL_MS, requireHostHeader: false }, (req, res) => {
    const socket = req.socket;
    // Answered before its body arrived (a 413, say): the client must still get to read it.
    res.once("finish", () => discardRestOfBody(req, socket));
    if (closing) res.setHeader("Connection", "close");
    if (req.httpVersion === "1.1" && req.headers.host === undefined) {
      logger.info("bad request", { status: 400, reason: "missing Host header" });
      writeJsonError(res, 400, "bad_request", ["Connection", "close"]);
      return;
    }
    handler(req, res);
  });
  // With a listener, Node leaves the answer to an unmet expectation to us.
  server.on("checkExpectation", (req, res) => {
    const socket = req.socket;
    res.once("finish", () => discardRestOfBody(req, socket));
    logger.info("bad request", { status: 417, reason: "unsupported Expect header" });
    writeJsonError(res, 417, "expectation_failed");
  });
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;

  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The request in progress, when the error came after its headers (a malformed chunk,
    // `Transfer-Encoding: identity`): the handler has it, and no byte of its answer may be out yet.
    const pending = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage;
    // The client hung up (a reset, or its end of the stream in the middle of a request): nobody to answer.
    const gone = error.code === "ECONNRESET" || error.code === "HPE_INVALID_EOF_STATE";
    if (gone || !socket.writable || pending?.headersSent) {
      // An answer written in full still goes out before the close; one cut short cannot be mended.
      if (pending?.writableEnded && socket.writable) socket.end();
      else socket.destroy();
      return;
    }
    const status = error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : error.code === "HPE_HEADER_OVERFLOW" ? 431 : 400;
    logger.info("bad request", { status, errorCode: error.code });
    // Written under the pending answer, as Node itself would: the parser cannot read this
    // connection any further, so whatever the handler answers later goes nowhere.
    socket.end(rawJsonError(status, status === 408 ? "request_timeout" : "bad_request"));
  });

  return {
    server,
    closeConnectionsAfterEachResponse() {
      closing = true;
    },
  };
}
