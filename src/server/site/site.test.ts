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

describe("upgrade-insecure-requests", () => {
  const files = [page("/"), page("/not-found"), page("/fr/not-found")];
  const csp = (site: ReturnType<typeof prepareSite>, path: string) => {
    const headers = (path === "/not-found" ? site.notFound.en : site.files.get(path)!).identity.headers;
    return headers[headers.indexOf("Content-Security-Policy") + 1] ?? "";
  };

  it("is asked for on every page when SITE_URL is https, not over http", () => {
    const https = prepareSite(files, { siteUrl: "https://thearchitech.dev" });
    expect(csp(https, "/")).toContain("upgrade-insecure-requests");
    expect(csp(https, "/not-found")).toContain("upgrade-insecure-requests");
    expect(csp(prepareSite(files, { siteUrl: "http://localhost:3000" }), "/")).not.toContain("upgrade-insecure-requests");
    expect(csp(prepareSite(files), "/")).not.toContain("upgrade-insecure-requests");
  });
});

describe("the site search's worker", () => {
  it("is the only file whose answer allows compiling WebAssembly", () => {
    const script = (urlPath: string): StaticFile => ({ urlPath, type: "text/javascript; charset=utf-8", html: false, identity: Buffer.from("0") });
    const site = prepareSite([page("/"), page("/not-found"), page("/fr/not-found"), script("/pagefind/pagefind-worker.js"), script("/pagefind/pagefind.js")]);
    const csp = (path: string) => {
      const headers = site.files.get(path)!.identity.headers;
      return headers[headers.indexOf("Content-Security-Policy") + 1] ?? "";
    };
    expect(csp("/pagefind/pagefind-worker.js")).toContain("script-src 'self' 'wasm-unsafe-eval'");
    for (const path of ["/", "/pagefind/pagefind.js"]) expect(csp(path)).not.toContain("wasm");
  });
});
