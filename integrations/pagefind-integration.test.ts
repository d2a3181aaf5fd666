import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_DIR, buildSearchIndex, pageUrl, separateWords } from "./pagefind-integration.mjs";

const page = (lang: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><header><h2>Menu</h2></header>${body}<footer>Footer</footer></body></html>`;

describe("the search index of the build", () => {
  let site: string;

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), "search-index-"));
    const files: Record<string, string> = {
      "index.html": page("en", `<main data-pagefind-body data-pagefind-filter="kind:page"><h1>Home</h1><p>Generate apps.</p></main>`),
      "fr/index.html": page("fr", `<main data-pagefind-body data-pagefind-filter="kind:page"><h1>Accueil</h1><p>Générez des applications.</p></main>`),
      "fr/marketplace/database/drizzle/index.html": page(
        "fr",
        `<main data-pagefind-body data-pagefind-filter="kind:module"><h1>Drizzle ORM</h1><dl><dt>Version</dt><dd>0.29.0</dd></dl></main>`,
      ),
      "cli/index.html": page(
        "en",
        `<main data-pagefind-body><nav aria-label="Breadcrumb">Home</nav><h1>CLI</h1><p><span aria-hidden="true">✓</span>Installs in seconds.</p><dialog><h2>Search</h2></dialog></main>`,
      ),
      // Kept from search engines: no data-pagefind-body.
      "lightpaper-test/index.html": page("en", `<main><h1>Building blocks</h1></main>`),
    };
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), html);
    }
    await buildSearchIndex(site);
  }, 60_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it("holds one index per language, with only the pages that opted in", async () => {
    const entry = JSON.parse(await readFile(path.join(site, BUNDLE_DIR, "pagefind-entry.json"), "utf8"));
    expect(Object.keys(entry.languages).sort()).toEqual(["en", "fr"]);
    expect(entry.languages.en.page_count).toBe(2);
    expect(entry.languages.fr.page_count).toBe(2);
  });

  it("leaves navigation, dialogs and what assistive technology skips out of a page's text", async () => {
    const dir = path.join(site, BUNDLE_DIR, "fragment");
    // A fragment is gzipped JSON after Pagefind's signature.
    const fragments = await Promise.all((await readdir(dir)).map(async (file) => JSON.parse(gunzipSync(await readFile(path.join(dir, file))).toString("utf8").replace(/^pagefind_dcd/, ""))));
    expect(fragments.find((fragment) => fragment.url === "/cli/")?.content).toBe("CLI. Installs in seconds.");
  });

  it("ships the search API and its worker, not Pagefind's own interfaces", async () => {
    const bundle = await readdir(path.join(site, BUNDLE_DIR));
    expect(bundle).toEqual(expect.arrayContaining(["pagefind.js", "pagefind-worker.js", "wasm.en.pagefind", "wasm.fr.pagefind"]));
    expect(bundle.filter((file) => /ui|highlight/.test(file))).toEqual([]);
  });
});

describe("words Pagefind would run together", () => {
  it("are kept apart in description lists and table headers, and nowhere else", () => {
    expect(separateWords("<dl><dt>Version</dt><dd>0.29.0</dd></dl>")).toBe("<dl><dt>Version </dt><dd>0.29.0 </dd></dl>");
    expect(separateWords("<tr><th>Name</th><td>x</td></tr>")).toBe("<tr><th>Name </th><td>x</td></tr>");
    expect(separateWords("<p>Draft<span>ed</span></p>")).toBe("<p>Draft<span>ed</span></p>");
  });

  it("index each file at the folder URL Pagefind gives it", () => {
    expect(pageUrl("index.html")).toBe("/");
    expect(pageUrl(path.join("fr", "cli", "index.html"))).toBe("/fr/cli/");
  });
});
