import { describe, expect, it } from "vitest";
import { findTestOnlyExports } from "./test-only-exports";

const names = (files: Record<string, string>) =>
  findTestOnlyExports(new Map(Object.entries(files))).map(({ file, name, usedInside }) => `${file} ${name}${usedInside ? " inside" : ""}`);

describe("test-only exports", () => {
  it("finds an export only tests import, and says whether its module uses it", () => {
    const files = {
      "src/lib/a.ts": "export const shown = 1;\nexport function step() { return 2; }\nexport const total = step() + 1;\nexport const spare = 3;",
      "src/lib/a.test.ts": 'import { step, spare } from "./a";',
      "src/pages/index.astro": '---\nimport { shown, total } from "@/lib/a";\n---\n<p>{shown}{total}</p>',
    };
    expect(names(files)).toEqual(["src/lib/a.ts spare", "src/lib/a.ts step inside"]);
  });

  it("follows aliases, barrels, namespaces, dynamic imports and <script> tags", () => {
    const files = {
      "src/lib/a.ts": "export const viaBarrel = 1;\nexport const viaNamespace = 2;\nexport const viaDynamic = 3;\nexport const viaScript = 4;\nexport const testOnly = 5;",
      "src/lib/index.ts": 'export { viaBarrel as renamed, testOnly } from "./a";',
      "src/lib/b.ts": 'import { renamed } from "@/lib";\nimport * as a from "./a.js";\nexport const b = [renamed, a.viaNamespace, (await import("./a")).viaDynamic];',
      "src/pages/index.astro": '<p>hi</p>\n<script>\nimport { viaScript } from "../lib/a";\nconsole.log(viaScript);\n</script>',
      "tests/e2e/a.spec.ts": 'import { testOnly } from "../../src/lib";',
    };
    expect(names(files)).toEqual(["src/lib/a.ts testOnly", "src/lib/index.ts testOnly"]);
  });

  it("counts a module the page loads by URL as wholly used", () => {
    const files = {
      "src/lib/lazy.ts": "export function wire() {}",
      "src/lib/entry.ts": "export default function directive() {}",
      "src/pages/index.astro": '<script>\nimport url from "@/lib/lazy?lazy-url";\n</script>',
      "integrations/directive.mjs": 'export const entrypoint = new URL("../src/lib/entry.ts", import.meta.url);',
      "src/lib/lazy.test.ts": 'import { wire } from "./lazy";\nimport directive from "./entry";',
    };
    expect(names(files)).toEqual([]);
  });

  it("leaves test scaffolding and unimported exports alone", () => {
    const files = { "src/test/helper.ts": "export const help = 1;", "src/lib/c.test.ts": 'import { help } from "@/test/helper";', "src/lib/d.ts": "export const unused = 1;" };
    expect(names(files)).toEqual([]);
  });
});
