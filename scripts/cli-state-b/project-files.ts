import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

const SKIPPED = new Set(["node_modules", ".git"]);

/** Every file under a generated project, relative and sorted, with a hash of its content; node_modules and .git left out. */
export function projectFileHashes(root: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (folder: string): void => {
    let entries;
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) out.set(relative(root, path), createHash("sha1").update(readFileSync(path)).digest("hex"));
    }
  };
  walk(root);
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The files a module added or changed compared with the framework's own run. */
export function addedOrChanged(run: Map<string, string>, base: Map<string, string>): string[] {
  return [...run].filter(([path, hash]) => base.get(path) !== hash).map(([path]) => path);
}
