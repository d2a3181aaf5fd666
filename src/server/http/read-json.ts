import { hasDuplicateKeys } from "./duplicate-keys";


export const MAX_BODY_BYTES = 16 * 1024;

/** A 16 KiB body arrives in well under a second; a client still sending after this is stalling. */
export const BODY_TIMEOUT_MS = 10_000;

export type BodyResult =
  | { ok: true; value: unknown }
  | { ok: false; reason: "too_large" | "invalid_json" | "incomplete" | "timeout" };

/** A charset label that names UTF-8 (`utf-8`, `UTF8`, `"utf-8"`, `unicode-1-1-utf-8`... as the Encoding standard lists them). */
function isUtf8Label(label: string): boolean {
  try {
    return new TextDecoder(label.replace(/^"(.*)"$/, "$1")).encoding === "utf-8";
  } catch {
    return false;
  }
}

/**
 * `application/json`, with no charset or only UTF-8 ones; nothing else is accepted. Two
 * Content-Type headers arrive joined by a comma (the server joins those Node would drop: see
 * src/server/site/repeated-headers.ts) and are refused like any other type.
 */
export function isJsonContentType(value: string | null): boolean {
  if (!value) return false;
  const [type, ...params] = value.split(";").map((part) => part.trim().toLowerCase());
  if (type !== "application/json") return false;
  return params.every((param) => !param.startsWith("charset=") || isUtf8Label(param.slice("charset=".length)));
}

/**
 * Reads at most MAX_BODY_BYTES, whatever Content-Length claims (chunked bodies have none), and
 * stops reading as soon as the limit is passed. A client that disconnects mid-body gives
 * `incomplete`; one that has not finished within `timeoutMs` gives `timeout`.
 *
 * The stream is abandoned, never cancelled, when reading stops early: cancelling the body of a
 * Node request destroys its socket, and the client would get a reset instead of our answer (the
 * caller closes the connection after answering instead).
 */
export async function readJsonBody(request: Request, { timeoutMs = BODY_TIMEOUT_MS } = {}): Promise<BodyResult> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return { ok: false, reason: "too_large" };
  if (!request.body) return { ok: false, reason: "invalid_json" };

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), timeoutMs);
  });
  try {
    for (;;) {
      const pending = reader.read();
      const result = await Promise.race([pending, deadline]);
      if (result === "timeout") {
        pending.catch(() => {}); // the connection closing later rejects it; nobody waits any more
        return { ok: false, reason: "timeout" };
      }
      if (result.done) break;
      size += result.value.byteLength;
      if (size > MAX_BODY_BYTES) return { ok: false, reason: "too_large" };
      chunks.push(result.value);
    }
  } catch {
    return { ok: false, reason: "incomplete" };
  } finally {
    clearTimeout(timer);
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    // A leading UTF-8 byte order mark is dropped by the decoder (RFC 8259 lets parsers ignore it).
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    const value: unknown = JSON.parse(text);
    return hasDuplicateKeys(text) ? { ok: false, reason: "invalid_json" } : { ok: true, value };
  } catch {
    return { ok: false, reason: "invalid_json" };
  }
}
