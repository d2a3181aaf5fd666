/**
 * `npm start`: validate the environment, migrate, build when there is no build, then serve it.
 *
 * One process, no other service: the built pages and assets from memory (precompressed at build
 * time, see src/server/site/), the API's route handlers for /api/* (src/server/startup/node-api.ts), and a controlled shutdown: on SIGTERM
 * it stops accepting, lets requests in flight finish, then closes the database before exiting.
 * Migrations finish before the port opens, so no request ever meets a half-migrated database.
 * Messages older than RETENTION_DAYS are purged before serving, and every day after.
 */
import type { ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { closeServerContext } from "@/server/context";
import { createLogger } from "@/server/log";
import { createSiteHandler } from "@/server/site/site-handler";
import { prepareSite } from "@/server/site/site";
import { loadStaticFiles } from "@/server/site/static-files";
import { buildIfMissing, buildPaths } from "@/server/startup/build";
import { envOrExit } from "@/server/startup/environment";
import { createSiteServer, type SiteServer } from "@/server/startup/http-server";
import { migrateOrExit } from "@/server/startup/migrations";
import { createNodeApi, type NodeApi } from "@/server/startup/node-api";
import { warnWhenLimitsOff } from "@/server/startup/rate-limits";
import { purgeDaily, purgeOnce } from "@/server/startup/retention";
import { drainOnSignals } from "@/server/startup/shutdown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// DATA_DIR and dist/ are relative to the project, wherever this was started from.
process.chdir(root);
process.env.NODE_ENV = "production";
process.env.ASTRO_TELEMETRY_DISABLED ??= "1";

const env = envOrExit();
const logger = createLogger(env.LOG_LEVEL);
warnWhenLimitsOff(env, logger);

let build: ChildProcess | undefined;
function stopDuringStartup(signal: NodeJS.Signals): void {
  logger.info("stopping before the server started", { signal });
  if (build) build.once("exit", () => process.exit(0)).kill(signal);
  else process.exit(0);
}
process.on("SIGTERM", stopDuringStartup);
process.on("SIGINT", stopDuringStartup);

await migrateOrExit(env, logger, path.join(root, "drizzle"));
await purgeOnce(env, logger);
await buildIfMissing(root, logger, (child) => (build = child));

async function loadSite(): Promise<{ siteServer: SiteServer; api: NodeApi }> {
  const paths = buildPaths(root);
  const started = performance.now();
  const files = await loadStaticFiles(paths.client);
  const site = prepareSite(files, { siteUrl: env.SITE_URL });
  const api = createNodeApi(logger);
  const bytes = files.reduce((sum, file) => sum + file.identity.byteLength + (file.br?.byteLength ?? 0) + (file.gzip?.byteLength ?? 0), 0);
  logger.info("site loaded", { files: files.length, megabytes: Math.round(bytes / 1e5) / 10, durationMs: Math.round(performance.now() - started) });
  return { siteServer: createSiteServer(createSiteHandler({ site, api: api.handle, logger, trustProxy: env.TRUST_PROXY }), logger), api };
}

function displayUrl(host: string | undefined, port: number): string {
  if (!host || host === "0.0.0.0" || host === "::") return `http://localhost:${port}`;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

let siteServer: SiteServer;
let api: NodeApi;
try {
  ({ siteServer, api } = await loadSite());
} catch (error) {
  logger.error("the build cannot be served", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

process.off("SIGTERM", stopDuringStartup);
process.off("SIGINT", stopDuringStartup);
drainOnSignals(siteServer, logger, async () => {
  await api.whenIdle();
  await closeServerContext();
});

siteServer.server.on("error", (error: NodeJS.ErrnoException) => {
  logger.error("server error", { error: error.message, code: error.code });
  process.exit(1);
});
siteServer.server.listen({ port: env.PORT, host: env.HOST }, () => {
  logger.info("server listening", { port: env.PORT, host: env.HOST, url: displayUrl(env.HOST, env.PORT) });
});
purgeDaily(env, logger);
