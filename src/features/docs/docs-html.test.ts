// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { CLI_PACKAGE } from "@/domain/cli/package";
import { renderDocsBody, type DocsHtmlLabels } from "./docs-html";

const labels: DocsHtmlLabels = {
  copy: { copy: "Copy", copied: "Copied!", failed: "Press Ctrl+C" },
  code: (language) => `Code: ${language}`,
  packageManagers: "Package manager",
  callouts: { note: "Note", tip: "Tip", caution: "Caution" },
  table: "Table",
};

function render(html: string, slots = {}) {
  const result = renderDocsBody(html, labels, slots);
  const root = document.createElement("div");
  root.innerHTML = result.html;
  return { root, headings: result.headings };
}

describe("a docs page's body", () => {
  it("shows a fenced block in the site's code block, highlighted, with a copy button that copies the code", () => {
    const { root } = render('<pre><code class="language-ts">const genome = { version: "1.0" };\n</code></pre>');
    const pre = root.querySelector("pre")!;
    expect(pre.getAttribute("aria-label")).toBe("Code: ts");
    expect(pre.querySelectorAll("span").length).toBeGreaterThan(3);
    expect(pre.textContent).toBe('const genome = { version: "1.0" };');
    expect(root.querySelector("[data-copy-button]")?.getAttribute("data-copy-value")).toBe('const genome = { version: "1.0" };');
  });

  it("gives no tabs to a block whose fence says npm-only: its steps were run with npm alone", () => {
    const { root } = render('<pre><code class="language-sh" data-npm-only="">cd types-package\nnpm install\n</code></pre>');
    expect(root.querySelectorAll("[data-pm-tabs]")).toHaveLength(0);
    expect(root.querySelector("[data-copy-button]")?.getAttribute("data-copy-value")).toBe("cd types-package\nnpm install");
  });

  it("gives an npm command a tab per package manager, npm shown first, and leaves other shell blocks alone", () => {
    const { root } = render(`<pre><code class="language-sh">npm install -g ${CLI_PACKAGE}\n</code></pre><pre><code class="language-sh">architech list-genomes\n</code></pre>`);
    const tabs = Array.from(root.querySelectorAll("[role=tab]"));
    expect(tabs.map((tab) => tab.textContent)).toEqual(["npm", "pnpm", "yarn", "bun"]);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    const shown = Array.from(root.querySelectorAll<HTMLElement>("[role=tabpanel]")).filter((panel) => !panel.hidden);
    expect(shown.map((panel) => panel.textContent?.replace("$", "").trim())).toEqual([`npm install -g ${CLI_PACKAGE}`]);
    expect(root.querySelectorAll("[data-pm-tabs]")).toHaveLength(1);
    expect(root.querySelectorAll("pre")).toHaveLength(5);
  });

  it("gives ids unique on the page to each tab set", () => {
    const block = '<pre><code class="language-sh">npm install\n</code></pre>';
    const { root } = render(block + block);
    const ids = Array.from(root.querySelectorAll("[id]")).map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("names a callout by its kind and shows its title", () => {
    const { root } = render('<aside data-callout="caution"><p data-callout-title="">Mind the version</p><p>The registry serves another one.</p></aside>');
    const note = root.querySelector("[role=note]")!;
    expect(note.getAttribute("aria-label")).toBe("Caution");
    expect(note.textContent).toContain("Mind the version");
    expect(note.textContent).toContain("The registry serves another one.");
    expect(root.querySelector("aside")).toBeNull();
  });

  it("lets a wide table scroll on its own inside its frame, reachable by keyboard, named after its section and fading at its edge", () => {
    const { root } = render('<h2 id="flags">Flags</h2><table><tr><td>--genome</td></tr></table>');
    const region = root.querySelector("[role=region]")!;
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.getAttribute("aria-label")).toBe("Flags");
    expect(region.classList.contains("scroll-fade-x")).toBe(true);
    expect(region.parentElement!.classList.contains("docs-table")).toBe(true);
    expect(region.firstElementChild!.tagName).toBe("TABLE");
  });

  it("puts each slot's part in its place and lists every h2 and h3 for the contents, the slot's included", () => {
    const { root, headings } = render('<h2 id="intro">Intro</h2><div data-docs-slot="module-index"></div><h3 id="more">More</h3>', {
      "module-index": () => '<h2 id="adapters-database">Adapters · Database</h2><ul><li>Drizzle</li></ul>',
    });
    expect(root.querySelector("[data-docs-slot]")).toBeNull();
    expect(root.textContent).toContain("Drizzle");
    expect(headings).toEqual([
      { id: "intro", label: "Intro", depth: 2 },
      { id: "adapters-database", label: "Adapters · Database", depth: 2 },
      { id: "more", label: "More", depth: 3 },
    ]);
    expect(root.querySelector("h2#intro")?.getAttribute("tabindex")).toBe("-1");
  });

  it("refuses a slot it has nothing for", () => {
    expect(() => renderDocsBody('<div data-docs-slot="module-index"></div>', labels, {})).toThrow(/::module-index/);
  });
});
