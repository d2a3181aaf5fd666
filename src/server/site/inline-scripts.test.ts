import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-scripts";

const hash = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes the exact text of every executable inline script, once each", () => {
    const bootstrap = "(()=>{var a=1;customElements.define('astro-island',class{})})();";
    const html = `<html><head><script>${bootstrap}</script></head><body>
      <script type="module">import "/_astro/a.js";</script>
      <SCRIPT TYPE='text/javascript'>self.x = "é"</SCRIPT>
      <script>${bootstrap}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([hash(bootstrap), hash('import "/_astro/a.js";'), hash('self.x = "é"')]);
  });

  it("skips external scripts and data blocks", () => {
    const html = `<script type="module" src="/_astro/page.js"></script>
      <script data-src="x" src='/a.js'></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script type="application/json" id="props">{"a":1}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("reads attributes whose values contain '>' and still sees the type", () => {
    const html = `<script data-note="a > b" type="application/ld+json">{}</script><script data-note="1 > 0">run()</script>`;
    expect(inlineScriptHashes(html)).toEqual([hash("run()")]);
  });

  it("hashes an empty inline script too (a browser still checks it)", () => {
    expect(inlineScriptHashes("<script></script>")).toEqual([hash("")]);
  });
});
