import type { IncomingMessage } from "node:http";

/**
 * Node keeps the first of several Content-Type headers and drops the rest, so `application/json`
 * then `text/plain` would reach the API as JSON. Joined as the Fetch standard joins a repeated
 * header, they reach it as one value that is not JSON alone, and are refused (415).
 */
export function joinRepeatedContentType(req: IncomingMessage): void {
  const values = req.headersDistinct["content-type"];
  if (values && values.length > 1) req.headers["content-type"] = values.join(", ");
}
