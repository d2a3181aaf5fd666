import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

const headers = (values: Record<string, string> = {}) => new Headers(values);

describe("clientIp", () => {
  it("uses the peer address of the connection and ignores X-Forwarded-For by default", () => {
    expect(clientIp("203.0.113.9", headers({ "x-forwarded-for": "1.1.1.1" }), false)).toBe("203.0.113.9");
  });

  it("never reads the old peer header or any other client-sent header", () => {
    expect(clientIp(undefined, headers({ "x-architech-peer-ip": "1.1.1.1", "x-real-ip": "1.1.1.2" }), false)).toBe("unknown");
  });

  it("takes the last X-Forwarded-For entry behind a trusted proxy", () => {
    expect(clientIp("10.0.0.1", headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.4" }), true)).toBe("198.51.100.4");
    expect(clientIp("10.0.0.1", headers({ "x-forwarded-for": "198.51.100.4:5123" }), true)).toBe("198.51.100.4");
    expect(clientIp("10.0.0.1", headers({ "x-forwarded-for": "garbage" }), true)).toBe("10.0.0.1");
  });

  it("unmaps IPv4-mapped IPv6 and groups IPv6 by /64", () => {
    expect(clientIp("::ffff:192.0.2.5", headers(), false)).toBe("192.0.2.5");
    expect(clientIp("2001:db8:1:2:3:4:5:6", headers(), false)).toBe("2001:db8:1:2::/64");
    expect(clientIp("2001:db8:1:2::9", headers(), false)).toBe("2001:db8:1:2::/64");
    expect(clientIp(undefined, headers({ "x-forwarded-for": "[2001:db8::1]:443" }), true)).toBe("2001:db8:0:0::/64");
  });

  it("falls back to one shared key when there is no address", () => {
    expect(clientIp("not an ip", headers(), false)).toBe("unknown");
    expect(clientIp(undefined, headers(), false)).toBe("unknown");
  });
});
