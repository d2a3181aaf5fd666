import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/** The files at or under `path` whose path matches `pattern`, for tests that read the repository's sources. */
export function filesUnder(path: string, pattern: RegExp): string[] {
  if (statSync(path).isFile()) return pattern.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => filesUnder(join(path, name), pattern));
}
