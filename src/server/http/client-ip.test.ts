import { describe, expect, it } from "vitest";
import { clientIp, PEER_IP_HEADER } from "./client-ip";

const headers = (values: Record<string, string>) => new Headers(values);

describe("clientIp", () => {
  it("uses the peer address set by the server and ignores X-Forwarded-For by default", () => {
    expect(clientIp(headers({ [PEER_IP_HEADER]: "203.0.113.9", "x-forwarded-for": "1.1.1.1" }), false)).toBe("203.0.113.9");
  });

  it("takes the last X-Forwarded-For entry behind a trusted proxy", () => {
    expect(clientIp(headers({ [PEER_IP_HEADER]: "10.0.0.1", "x-forwarded-for": "6.6.6.6, 198.51.100.4" }), true)).toBe("198.51.100.4");
    expect(clientIp(headers({ [PEER_IP_HEADER]: "10.0.0.1", "x-forwarded-for": "198.51.100.4:5123" }), true)).toBe("198.51.100.4");
    expect(clientIp(headers({ [PEER_IP_HEADER]: "10.0.0.1", "x-forwarded-for": "garbage" }), true)).toBe("10.0.0.1");
  });

  it("unmaps IPv4-mapped IPv6 and groups IPv6 by /64", () => {
    expect(clientIp(headers({ [PEER_IP_HEADER]: "::ffff:192.0.2.5" }), false)).toBe("192.0.2.5");
    expect(clientIp(headers({ [PEER_IP_HEADER]: "2001:db8:1:2:3:4:5:6" }), false)).toBe("2001:db8:1:2::/64");
    expect(clientIp(headers({ [PEER_IP_HEADER]: "2001:db8:1:2::9" }), false)).toBe("2001:db8:1:2::/64");
    expect(clientIp(headers({ "x-forwarded-for": "[2001:db8::1]:443" }), true)).toBe("2001:db8:0:0::/64");
  });

  it("falls back to one shared key when there is no address", () => {
    expect(clientIp(headers({ [PEER_IP_HEADER]: "not an ip" }), false)).toBe("unknown");
  });
});
