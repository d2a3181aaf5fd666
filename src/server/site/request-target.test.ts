import { describe, expect, it } from "vitest";
import { encodePath, parseRequestTarget } from "./request-target";

describe("parseRequestTarget", () => {
  it("splits path and query and decodes the path", () => {
    expect(parseRequestTarget("/fr/cli?ref=docs&lng=en")).toEqual({ ok: true, path: "/fr/cli", rawPath: "/fr/cli", query: "ref=docs&lng=en" });
    expect(parseRequestTarget("/")).toEqual({ ok: true, path: "/", rawPath: "/", query: "" });
    expect(parseRequestTarget("/caf%C3%A9")).toMatchObject({ ok: true, path: "/café" });
    expect(parseRequestTarget("http://example.com/cli?x=1")).toMatchObject({ ok: true, path: "/cli", query: "x=1" });
  });

  it("refuses traversal, encoded dots, NUL, backslashes and empty segments", () => {
    for (const target of [
      "/../etc/passwd",
      "/_astro/../../package.json",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/_astro/%2E%2E%2Fserver%2Fentry.mjs",
      "/.",
      "/cli/.",
      "/index.html%00.png",
      "/%5c..%5cetc",
      "//evil.example/",
      "/cli//x",
    ]) {
      expect(parseRequestTarget(target), target).toEqual({ ok: false, reason: "unsafe" });
    }
    expect(parseRequestTarget("/.well-known/security.txt")).toMatchObject({ ok: true });
  });

  it("refuses what is not a path", () => {
    for (const target of ["*", "cli", "/%E0%A4%A", "/%", "ftp://x/y", ""]) {
      expect(parseRequestTarget(target), target).toEqual({ ok: false, reason: "malformed" });
    }
  });
});

describe("encodePath", () => {
  it("escapes everything a URL path must not carry raw, keeping the slashes", () => {
    expect(encodePath("/fr/café ?#")).toBe("/fr/caf%C3%A9%20%3F%23");
  });
});
