export type Encoding = "br" | "gzip" | "identity";

/** Quality (0 = refused) the client gives each content coding we keep precompressed. */
export interface AcceptedEncodings {
  br: number;
  gzip: number;
}

const NONE: AcceptedEncodings = { br: 0, gzip: 0 };
const MEMO_LIMIT = 256;
const memo = new Map<string, AcceptedEncodings>();

function parse(header: string): AcceptedEncodings {
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = Number(match[1]) || 0;
    }
    if (name === "br") br = q;
    else if (name === "gzip" || name === "x-gzip") gzip = Math.max(gzip ?? 0, q);
    else if (name === "*") any = q;
  }
  return { br: br ?? any ?? 0, gzip: gzip ?? any ?? 0 };
}

/** Parses Accept-Encoding (RFC 9110 §12.5.3). Browsers send a handful of distinct values, so results are memoised. */
export function acceptedEncodings(header: string | undefined): AcceptedEncodings {
  if (!header) return NONE;
  let accepted = memo.get(header);
  if (!accepted) {
    accepted = parse(header);
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(header, accepted);
  }
  return accepted;
}

/**
 * The coding to send among those a file has: the one the client rates higher, brotli on a tie
 * (smaller), and the uncompressed file when the client accepts neither.
 */
export function chooseEncoding(accepted: AcceptedEncodings, has: { br: boolean; gzip: boolean }): Encoding {
  const br = has.br ? accepted.br : 0;
  const gzip = has.gzip ? accepted.gzip : 0;
  if (br > 0 && br >= gzip) return "br";
  if (gzip > 0) return "gzip";
  return "identity";
}

/** If-None-Match (weak comparison, RFC 9110 §13.1.2): does it name this ETag, or `*`? */
export function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === "*") return true;
  for (const candidate of ifNoneMatch.split(",")) {
    const tag = candidate.trim();
    if ((tag.startsWith("W/") ? tag.slice(2) : tag) === etag) return true;
  }
  return false;
}
