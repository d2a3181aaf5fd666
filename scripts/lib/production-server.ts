import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasBuild } from "../../src/server/startup/build";
import { freePort } from "./free-port";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ProductionServer {
  url: string;
  child: ChildProcess;
  /** SIGTERM, then wait for the exit (the server drains first). */
  stop(): Promise<void>;
}

/** Builds first when there is no build, so the server's own start-up build does not count in a measurement. */
export function ensureBuild(): void {
  if (hasBuild(root)) return;
  console.log("No production build: running astro build first.");
  const build = spawnSync(process.execPath, [path.join(root, "node_modules/astro/astro.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}


/**
 * `npm start` on a loopback port (a free one unless given) with `env` on top of this process's,
 * ready once /api/health answers; from `checkout` (another commit's checkout, built) when given.
 */
export async function startProductionServer(env: Record<string, string>, fixedPort?: number, checkout: string = root): Promise<ProductionServer> {
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(checkout, "scripts/start.ts")], {
    cwd: checkout,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", SITE_URL: url, RATE_LIMITS: "off", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error("server exited during start-up");
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("server did not become ready");
}
