import { describe, expect, it } from "vitest";
import { contentTypeOf } from "./content-type";

describe("contentTypeOf", () => {
  it("names the types the site serves, with a charset for text", () => {
    expect(contentTypeOf("a/index.html")).toBe("text/html; charset=utf-8");
    expect(contentTypeOf("x.css")).toBe("text/css; charset=utf-8");
    expect(contentTypeOf("x.js")).toBe("text/javascript; charset=utf-8");
    expect(contentTypeOf("catalog.json")).toBe("application/json; charset=utf-8");
    expect(contentTypeOf("sitemap.xml")).toBe("application/xml; charset=utf-8");
    expect(contentTypeOf("robots.txt")).toBe("text/plain; charset=utf-8");
    expect(contentTypeOf("cli.md")).toBe("text/markdown; charset=utf-8");
    expect(contentTypeOf("manifest.webmanifest")).toBe("application/manifest+json; charset=utf-8");
    expect(contentTypeOf("icon.svg")).toBe("image/svg+xml; charset=utf-8");
    expect(contentTypeOf("a.PNG")).toBe("image/png");
    expect(contentTypeOf("f.woff2")).toBe("font/woff2");
    expect(contentTypeOf("no-extension")).toBe("application/octet-stream");
  });
});
