import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Logger } from "../log";

/** The two files a complete build always has: the prerendered home page and the API's server entry. */
export function buildPaths(root: string) {
  return {
    client: path.join(root, "dist/client"),
    serverEntry: path.join(root, "dist/server/entry.mjs"),
    homePage: path.join(root, "dist/client/index.html"),
  };
}

export function hasBuild(root: string): boolean {
  const paths = buildPaths(root);
  return existsSync(paths.homePage) && existsSync(paths.serverEntry);
}

/**
 * Runs `astro build` when there is no complete build (a fresh clone). `onChild` receives the
 * build process so a stop signal can end it. Exits 1 when the build fails.
 */
export async function buildIfMissing(root: string, logger: Logger, onChild: (child: ChildProcess | undefined) => void): Promise<void> {
  if (hasBuild(root)) return;
  logger.info("no production build found: running astro build");
  const astroBin = path.join(path.dirname(createRequire(import.meta.url).resolve("astro/package.json")), "astro.js");
  const child = spawn(process.execPath, [astroBin, "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  onChild(child);
  const { code, signal } = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (exitCode, exitSignal) => resolve({ code: exitCode, signal: exitSignal })),
  );
  onChild(undefined);
  if (code !== 0 || !hasBuild(root)) {
    logger.error("astro build failed", { code, signal });
    process.exit(code || 1);
  }
}
