#!/usr/bin/env node
// Serves the production build, building it first when there is none.
import { existsSync } from "node:fs";
import { spawnSync, spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
if (!existsSync(".next/BUILD_ID")) {
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit", env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn("npx", ["next", "start", "-p", process.env.PORT ?? "3000"], { stdio: "inherit", env });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
