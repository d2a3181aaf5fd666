import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { contentTypeOf } from "./content-type";

export interface StaticFile {
  /** The URL path it answers: `/` for index.html, `/fr/cli` for fr/cli/index.html, else the file's own path. */
  urlPath: string;
  type: string;
  html: boolean;
  identity: Buffer;
  /** The build's precompressed siblings (`file.br`, `file.gz`), when it made them. */
  br?: Buffer;
  gzip?: Buffer;
}

const SIBLINGS = { br: ".br", gzip: ".gz" } as const;

/** `fr/cli/index.html` -> `/fr/cli`, `index.html` -> `/`, `_astro/a.css` -> `/_astro/a.css`. */
export function urlPathOf(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

async function listFiles(root: string, dir = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    // Only regular files and real folders: a symbolic link could point outside the build.
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files;
}

/**
 * Reads every file of the build's client folder into memory, once, at start-up: the server then
 * answers from memory and never touches the disk for a request. A `.br`/`.gz` file beside its
 * original is that file's precompressed form, not a file of its own.
 */
export async function loadStaticFiles(root: string): Promise<StaticFile[]> {
  const relatives = await listFiles(root);
  const present = new Set(relatives);
  const isSibling = (file: string) =>
    Object.values(SIBLINGS).some((suffix) => file.endsWith(suffix) && present.has(file.slice(0, -suffix.length)));
  return Promise.all(
    relatives
      .filter((file) => !isSibling(file))
      .map(async (relative): Promise<StaticFile> => {
        const full = path.join(root, relative);
        const [identity, br, gzip] = await Promise.all([
          readFile(full),
          present.has(relative + SIBLINGS.br) ? readFile(full + SIBLINGS.br) : undefined,
          present.has(relative + SIBLINGS.gzip) ? readFile(full + SIBLINGS.gzip) : undefined,
        ]);
        const type = contentTypeOf(relative);
        return { urlPath: urlPathOf(relative), type, html: type.startsWith("text/html"), identity, br, gzip };
      }),
  );
}
