import { isIP } from "node:net";

/**
 * The address used as the rate-limit key. `peerAddress` is the TCP peer of the connection, which
 * the server hands to the endpoints itself (see `ServerLocals`): no request header can set it.
 * Behind a trusted proxy (TRUST_PROXY=1) the key is the last X-Forwarded-For entry instead: the
 * one our proxy appended, which a client cannot forge. IPv6 clients are grouped by /64, the block
 * one subscriber usually gets.
 */
export function clientIp(peerAddress: string | undefined, headers: Headers, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = headers.get("x-forwarded-for")?.split(",").map((part) => part.trim()).filter(Boolean);
    const last = forwarded?.at(-1);
    if (last && isIP(stripPort(last))) return normalise(stripPort(last));
  }
  const peer = peerAddress?.trim();
  return peer && isIP(peer) ? normalise(peer) : "unknown";
}

function stripPort(value: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  return v4WithPort?.[1] ?? value;
}

function normalise(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

function expandIpv6(ip: string): string[] {
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = ip.includes("::") && tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right].map((group) => group.replace(/^0+(?=.)/, ""));
}
