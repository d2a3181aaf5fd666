import { spawnSync } from "node:child_process";
import path from "node:path";
import { hasBuild } from "../../src/server/startup/build";

const root = path.resolve(import.meta.dirname, "../..");
/** Builds on a shared machine take turns through this lock (flock, from util-linux). */
const BUILD_LOCK = "/tmp/astro-build.lock";

/** Builds once when there is no production build; an existing build is reused as is. */
export default function setup(): void {
  if (hasBuild(root)) return;
  const astro = [path.join(root, "node_modules/astro/astro.js"), "build"];
  const options = { cwd: root, stdio: "inherit", env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } } as const;
  let build = spawnSync("flock", [BUILD_LOCK, "nice", "-n", "10", process.execPath, ...astro], options);
  if ((build.error as NodeJS.ErrnoException | undefined)?.code === "ENOENT") build = spawnSync(process.execPath, astro, options);
  if (build.status !== 0 || !hasBuild(root)) throw new Error(`astro build failed (exit ${build.status})`);
}
