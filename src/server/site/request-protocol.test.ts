import { describe, expect, it } from "vitest";
import { isHttpsRequest } from "./request-protocol";

describe("isHttpsRequest", () => {
  it("follows SITE_URL's scheme when no trusted proxy says otherwise", () => {
    expect(isHttpsRequest({}, { siteHttps: true, trustProxy: false })).toBe(true);
    expect(isHttpsRequest({}, { siteHttps: false, trustProxy: false })).toBe(false);
    // Not trusted: a client's header changes nothing.
    expect(isHttpsRequest({ "x-forwarded-proto": "https" }, { siteHttps: false, trustProxy: false })).toBe(false);
    expect(isHttpsRequest({ "x-forwarded-proto": "http" }, { siteHttps: true, trustProxy: false })).toBe(true);
  });

  it("takes the trusted proxy's word, its last value", () => {
    expect(isHttpsRequest({ "x-forwarded-proto": "https" }, { siteHttps: false, trustProxy: true })).toBe(true);
    expect(isHttpsRequest({ "x-forwarded-proto": "HTTPS " }, { siteHttps: false, trustProxy: true })).toBe(true);
    expect(isHttpsRequest({ "x-forwarded-proto": "http" }, { siteHttps: true, trustProxy: true })).toBe(false);
    expect(isHttpsRequest({ "x-forwarded-proto": "https, http" }, { siteHttps: true, trustProxy: true })).toBe(false);
    expect(isHttpsRequest({ "x-forwarded-proto": "http, https" }, { siteHttps: false, trustProxy: true })).toBe(true);
  });

  it("falls back on SITE_URL when the trusted proxy sends no protocol", () => {
    expect(isHttpsRequest({}, { siteHttps: true, trustProxy: true })).toBe(true);
    expect(isHttpsRequest({ "x-forwarded-proto": " " }, { siteHttps: false, trustProxy: true })).toBe(false);
  });
});
