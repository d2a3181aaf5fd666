import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadStaticFiles, urlPathOf } from "./static-files";

const root = mkdtempSync(path.join(tmpdir(), "architech-static-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(relative: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  writeFileSync(path.join(root, relative), content);
}

describe("urlPathOf", () => {
  it("maps folders' index.html to the folder and keeps other files' own path", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf(path.join("fr", "index.html"))).toBe("/fr");
    expect(urlPathOf(path.join("fr", "cli", "index.html"))).toBe("/fr/cli");
    expect(urlPathOf(path.join("_astro", "index.abc.css"))).toBe("/_astro/index.abc.css");
    expect(urlPathOf("sitemap.xml")).toBe("/sitemap.xml");
  });
});

describe("loadStaticFiles", () => {
  it("loads every file with its precompressed siblings, and no link out of the folder", async () => {
    write("index.html", "<html>home</html>");
    write("index.html.br", "BR");
    write("index.html.gz", "GZ");
    write("_astro/a.css", "a{}");
    write("_astro/a.css.gz", "GZ");
    write("archive.tar.gz", "a real gzip file with no original beside it");
    write("og/en/home.png", "PNG");
    symlinkSync("/etc/passwd", path.join(root, "passwd.txt"));
    const files = await loadStaticFiles(root);
    const byPath = new Map(files.map((file) => [file.urlPath, file]));
    expect([...byPath.keys()].sort()).toEqual(["/", "/_astro/a.css", "/archive.tar.gz", "/og/en/home.png"]);
    expect(byPath.get("/")).toMatchObject({ html: true, type: "text/html; charset=utf-8" });
    expect(byPath.get("/")?.br?.toString()).toBe("BR");
    expect(byPath.get("/")?.gzip?.toString()).toBe("GZ");
    expect(byPath.get("/_astro/a.css")?.br).toBeUndefined();
    expect(byPath.get("/og/en/home.png")).toMatchObject({ html: false, type: "image/png" });
  });
});
