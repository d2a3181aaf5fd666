/**
 * `npm start`: migrate, build if there is no production build, then serve it on PORT.
 *
 * Why a small custom server (node:http + Next's request handler) rather than `next start` with
 * instrumentation.ts:
 * - migrations finish before the port opens, so no request ever meets a half-migrated database,
 *   and a bad environment or unreachable database stops start-up with a clear message;
 * - on SIGTERM/SIGINT we control the order: stop accepting, let in-flight requests finish, then
 *   close the database (WAL checkpoint, pool end) before exiting. `next start` exits on its own
 *   schedule and instrumentation has no shutdown hook;
 * - route handlers cannot see the TCP peer address; this server puts it in a header (overwriting
 *   any client-sent value) so the rate limiter has a key a client cannot forge.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PEER_IP_HEADER = "x-architech-peer-ip"; // read by src/server/http/client-ip.ts
const CLOSE_HOOK = Symbol.for("the-architech.close-server-context"); // set by src/server/context.ts
const SHUTDOWN_GRACE_MS = 10_000;

process.env.NODE_ENV = "production";
process.env.NEXT_TELEMETRY_DISABLED ??= "1";

function log(level, msg, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

let child = null;
let stopping = false;

function run(args, what) {
  return new Promise((resolve) => {
    child = spawn(process.execPath, args, { cwd: root, stdio: "inherit", env: process.env });
    child.on("exit", (code, signal) => {
      child = null;
      if (code === 0) return resolve();
      if (!stopping) log("error", `${what} failed`, { code, signal });
      process.exit(code || 1);
    });
  });
}

function onSignalDuringStartup(signal) {
  stopping = true;
  log("info", "stopping before the server started", { signal });
  if (child) child.kill(signal);
  else process.exit(0);
}
process.on("SIGTERM", onSignalDuringStartup);
process.on("SIGINT", onSignalDuringStartup);

// 1. Validate the environment and migrate (same code as `npm run db:migrate`; tsx runs the TS).
await run(["--conditions=react-server", "--import", "tsx", path.join(root, "scripts/migrate.ts")], "migration");

// 2. Build once: a fresh clone has no .next/BUILD_ID yet.
if (!existsSync(path.join(root, ".next/BUILD_ID"))) {
  log("info", "no production build found: running next build");
  await run([path.join(root, "node_modules/next/dist/bin/next"), "build"], "next build");
}

// 3. Serve.
const port = Number(process.env.PORT || 3000); // already validated by scripts/migrate.ts
const { default: next } = await import("next");
const app = next({ dev: false, dir: root, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  req.headers[PEER_IP_HEADER] = req.socket.remoteAddress ?? "";
  if (stopping) res.setHeader("connection", "close");
  handle(req, res);
});
server.requestTimeout = 30_000;
server.headersTimeout = 15_000;

process.off("SIGTERM", onSignalDuringStartup);
process.off("SIGINT", onSignalDuringStartup);

async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log("info", "shutting down", { signal });
  const force = setTimeout(() => {
    log("warn", "requests still running after the grace period: closing their connections");
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  // close() stops accepting and resolves once every in-flight response is done; idle
  // keep-alive connections are closed right away.
  await new Promise((resolve) => server.close(resolve));
  clearTimeout(force);
  try {
    await globalThis[CLOSE_HOOK]?.();
  } catch (error) {
    log("error", "closing the database failed", { error: error instanceof Error ? error.message : String(error) });
    process.exitCode = 1;
  }
  log("info", "stopped");
  process.exit();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

server.on("error", (error) => {
  log("error", "server error", { error: error.message, code: error.code });
  process.exit(1);
});
server.listen(port, () => {
  log("info", "server listening", { port, url: `http://localhost:${port}` });
});
