import type { Env } from "@/env";
import { migrateDatabase } from "../db/migrate";
import { sqliteFilePath } from "../db/sqlite-file";
import type { Logger } from "../log";

/**
 * Applies pending migrations to the configured database (`npm run db:migrate`, and `npm start`
 * before it opens the port); on failure, logs why and exits 1.
 */
export async function migrateOrExit(env: Env, logger: Logger, migrationsRoot: string): Promise<void> {
  const started = performance.now();
  try {
    await migrateDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, migrationsRoot);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    logger.error("migration failed", {
      error: error instanceof Error ? error.message : String(error),
      ...(typeof code === "string" ? { code } : {}),
    });
    process.exit(1);
  }
  logger.info("migrations applied", {
    engine: env.DATABASE_URL ? "postgres" : "sqlite",
    ...(env.DATABASE_URL ? {} : { file: sqliteFilePath(env.DATA_DIR) }),
    durationMs: Math.round(performance.now() - started),
  });
}
