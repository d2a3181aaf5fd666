export type RequestTarget =
  /** `path` is percent-decoded; `rawPath` is as sent; `query` has no leading "?". */
  | { ok: true; path: string; rawPath: string; query: string }
  /** `malformed`: not a path or bad percent-encoding (400). `unsafe`: a path no file can have (404). */
  | { ok: false; reason: "malformed" | "unsafe" };

const UNSAFE_PATH = /[\0\\]|\/\/|\/\.\.?(?:\/|$)/;

/**
 * Splits a request target into path and query. Paths are only ever looked up in the in-memory
 * table of built files, so nothing here can reach the disk; refusing NUL, backslashes, empty
 * segments and dot segments (also when percent-encoded) keeps such paths out of redirects too.
 */
export function parseRequestTarget(target: string | undefined): RequestTarget {
  if (!target) return { ok: false, reason: "malformed" };
  let value = target;
  if (!value.startsWith("/")) {
    // absolute-form (`GET http://host/path`), which proxies may send
    if (!/^https?:\/\//i.test(value) || !URL.canParse(value)) return { ok: false, reason: "malformed" };
    const url = new URL(value);
    value = `${url.pathname}${url.search}`;
  }
  const queryAt = value.indexOf("?");
  const rawPath = queryAt === -1 ? value : value.slice(0, queryAt);
  const query = queryAt === -1 ? "" : value.slice(queryAt + 1);
  let path = rawPath;
  if (rawPath.includes("%")) {
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return { ok: false, reason: "malformed" };
    }
  }
  if (UNSAFE_PATH.test(path)) return { ok: false, reason: "unsafe" };
  return { ok: true, path, rawPath, query };
}

/** A decoded path as it may appear in a Location header. */
export function encodePath(path: string): string {
  return path.split("/").map(encodeURIComponent).join("/");
}
