import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import { BODY_TIMEOUT_MS } from "../http/read-json";

export interface DiscardLimits {
  /** Body bytes read and thrown away after the answer, at most. */
  maxBytes: number;
  /** How long the client may take to finish sending, at most. */
  timeoutMs: number;
}

/**
 * A client that pasted a few megabytes by mistake finishes sending well within these; one still
 * sending after them is not an ordinary client, and its connection is cut.
 */
export const DISCARD_LIMITS: DiscardLimits = { maxBytes: 8 * 1024 * 1024, timeoutMs: BODY_TIMEOUT_MS };

/**
 * Called once an answer is written while the request's body is still arriving (a 413, a 408, a
 * refusal that never read the body). Node closes a `Connection: close` connection as soon as the
 * answer is out (its resOnFinish ends the socket and destroys it once written); closing a socket
 * with body bytes still unread makes the kernel send a reset, and a client still sending then
 * gets EPIPE or ECONNRESET instead of reading the answer. So the close Node scheduled is taken
 * back, the rest of the body is read and dropped, and the socket is closed when the body has
 * ended, or when either limit is reached. On a keep-alive connection the body is dropped the same
 * way, so the next request can be read (a body the handler stopped reading would stall it).
 * A client that closes its side on the server's FIN (most do once they have the answer) ends the
 * wait at once: the server's 'clientError' handler (http-server.ts) destroys the socket.
 */
export function discardRestOfBody(req: IncomingMessage, socket: Socket, limits: DiscardLimits = DISCARD_LIMITS): void {
  if (req.complete || socket.destroyed) return;
  // resOnFinish calls socket.destroySoon(), which ends the socket and destroys it on 'finish'.
  const closing = socket.listeners("finish").includes(socket.destroy);
  if (closing) socket.removeListener("finish", socket.destroy);
  let bytes = 0;

  const stop = (cut: boolean) => {
    clearTimeout(timer);
    req.off("readable", read);
    req.off("end", ended);
    socket.off("close", gone);
    if (cut || closing) socket.destroy();
  };
  const ended = () => stop(false);
  const gone = () => stop(false);
  function read(): void {
    let chunk: Buffer | null;
    while ((chunk = req.read() as Buffer | null) !== null) {
      bytes += chunk.length;
      if (bytes > limits.maxBytes) {
        stop(true);
        return;
      }
    }
  }
  const timer = setTimeout(() => stop(true), limits.timeoutMs).unref();
  req.on("readable", read);
  req.once("end", ended);
  socket.once("close", gone);
  read();
}
