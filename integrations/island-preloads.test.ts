import { describe, expect, it } from "vitest";
import { addIslandPreloads, addScriptPreloads, moduleGraph, staticImportsOf } from "./island-preloads.mjs";

describe("the chunks an island's code imports", () => {
  it("reads a built chunk's static imports and re-exports, not its dynamic imports", () => {
    const code = `import{j as e}from"./button.B1.js";import"./styles.C2.js";export{x}from"./x.D3.js";const m=()=>import("./later.E4.js");import { a, b as c } from './spaced.F5.js';`;
    expect(staticImportsOf(code)).toEqual(["button.B1.js", "styles.C2.js", "x.D3.js", "spaced.F5.js"]);
  });

  it("follows imports through each other, once each, leaving the entries out", () => {
    const imports: Record<string, string[]> = { "composer.js": ["button.js", "client.js"], "button.js": ["index.js"], "client.js": ["index.js", "composer.js"], "index.js": [] };
    expect(moduleGraph(["composer.js"], (file: string) => imports[file] ?? [])).toEqual(["button.js", "index.js", "client.js"]);
  });

  it("lists them on islands loaded on interaction only, without the component and renderer themselves", () => {
    const graph: Record<string, string[]> = {
      "/_astro/composer.js": ["/_astro/button.js", "/_astro/index.js"],
      "/_astro/client.js": ["/_astro/index.js"],
      "/_astro/demo.js": ["/_astro/index.js"],
    };
    const html =
      `<astro-island uid="a" component-url="/_astro/composer.js" renderer-url="/_astro/client.js" props="{&quot;a&quot;:[0,&quot;&gt;&quot;]}" ssr client="interaction" opts="{}"><div>x</div></astro-island>` +
      `<astro-island uid="b" component-url="/_astro/demo.js" renderer-url="/_astro/client.js" ssr client="visible"></astro-island>`;
    const result = addIslandPreloads(html, (url: string) => graph[url] ?? []);
    expect(result).toContain(`client="interaction" opts="{}" data-module-preloads="/_astro/button.js /_astro/index.js"><div>x</div>`);
    expect(result).toContain(`<astro-island uid="b" component-url="/_astro/demo.js" renderer-url="/_astro/client.js" ssr client="visible"></astro-island>`);
    expect(addIslandPreloads(result, (url: string) => graph[url] ?? [])).toBe(result);
  });

  it("preloads in the head the chunks a page's module scripts import, once each, not the scripts themselves", () => {
    const graph: Record<string, string[]> = { "/_astro/docs.js": ["/_astro/toc.js", "/_astro/keys.js"], "/_astro/site.js": ["/_astro/keys.js"] };
    const html = '<html><head><title>x</title></head><body><script type="module" src="/_astro/docs.js"></script><script type="module" src="/_astro/site.js"></script></body></html>';
    const next = addScriptPreloads(html, (url) => graph[url] ?? []);
    expect(next).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/_astro/toc.js"><link rel="modulepreload" href="/_astro/keys.js"></head><body><script type="module" src="/_astro/docs.js"></script><script type="module" src="/_astro/site.js"></script></body></html>',
    );
    expect(addScriptPreloads(next, (url) => graph[url] ?? [])).toBe(next);
    expect(addScriptPreloads("<html><head></head><body></body></html>", () => [])).toBe("<html><head></head><body></body></html>");
  });
});
