import { describe, expect, it } from "vitest";
import { cacheControlFor, IMMUTABLE, prepareSite, REVALIDATE, SHORT } from "./site";
import type { StaticFile } from "./static-files";

const page = (urlPath: string): StaticFile => ({ urlPath, type: "text/html; charset=utf-8", html: true, identity: Buffer.from(`<p>${urlPath}</p>`) });

describe("prepareSite", () => {
  it("refuses a build without a not-found page in every language", () => {
    expect(() => prepareSite([page("/"), page("/not-found")])).toThrow(/not-found page for "fr"/);
  });

  it("keeps the not-found pages apart so their own URLs answer 404", () => {
    const site = prepareSite([page("/"), page("/not-found"), page("/fr/not-found")]);
    expect([...site.files.keys()]).toEqual(["/"]);
    expect(site.notFound.fr.identity.body.toString()).toContain("/fr/not-found");
  });
});

describe("cacheControlFor", () => {
  it("caches hashed assets for good, revalidates pages and keeps other files briefly", () => {
    expect(cacheControlFor("/_astro/index.abc.css", false)).toBe(IMMUTABLE);
    expect(cacheControlFor("/fr/cli", true)).toBe(REVALIDATE);
    expect(cacheControlFor("/og/en/cli.png", false)).toBe(SHORT);
  });
});
