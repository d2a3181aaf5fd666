/**
 * `npm run db:migrate`: validates the environment and applies pending migrations to the
 * configured database. scripts/start.mjs runs this same file before serving.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { EnvError, getEnv } from "@/env";
import { migrateDatabase } from "@/server/db/migrate";
import { sqliteFilePath } from "@/server/db/sqlite-store";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function log(level: "info" | "error", msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields });
  (level === "error" ? process.stderr : process.stdout).write(`${line}\n`);
}

try {
  const env = getEnv();
  const started = performance.now();
  await migrateDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, path.join(root, "drizzle"));
  log("info", "migrations applied", {
    engine: env.DATABASE_URL ? "postgres" : "sqlite",
    ...(env.DATABASE_URL ? {} : { file: sqliteFilePath(env.DATA_DIR) }),
    durationMs: Math.round(performance.now() - started),
  });
} catch (error) {
  if (error instanceof EnvError) {
    process.stderr.write(`${error.message}\nFix the variables above (see .env.example) and start again.\n`);
  } else {
    const code = (error as { code?: unknown }).code;
    log("error", "migration failed", {
      error: error instanceof Error ? error.message : String(error),
      ...(typeof code === "string" ? { code } : {}),
    });
  }
  process.exitCode = 1;
}
