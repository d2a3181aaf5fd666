import { existsSync } from "node:fs";
import type { DatabaseConfig } from "../db";
import { defaultMigrationsRoot, migrateDatabase } from "../db/migrate";
import { sqliteFilePath, TOOL_BUSY_TIMEOUT_MS } from "../db/sqlite-file";
import type { Store } from "../db/store";
import { ExportError, postgresExportError, sqliteExportError } from "../export/export-source";

export interface MaintenanceOptions {
  /** Apply pending migrations first (the commands do; the server has just done it at start). */
  migrate?: boolean;
  migrationsRoot?: string;
}

/**
 * Opens the configured database read-write for erasure and purges, beside a running server. A
 * SQLite file that does not exist is reported, never created: a wrong DATA_DIR must not answer
 * "nothing to erase". SQLite waits for the server's write lock as long as the export does.
 */
export async function openMaintenanceStore(config: DatabaseConfig, { migrate = true, migrationsRoot = defaultMigrationsRoot() }: MaintenanceOptions = {}): Promise<Store> {
  if (config.databaseUrl) {
    try {
      if (migrate) await migrateDatabase(config, migrationsRoot);
      const { createPostgresStore } = await import("../db/pg-store");
      return await createPostgresStore({ url: config.databaseUrl, poolSize: 2 });
    } catch (error) {
      throw postgresExportError(error);
    }
  }
  const file = sqliteFilePath(config.dataDir);
  if (!existsSync(file)) throw new ExportError("missing", `No database at ${file}: nothing is stored there (check DATA_DIR).`);
  try {
    if (migrate) await migrateDatabase(config, migrationsRoot);
    const { createSqliteStore } = await import("../db/sqlite-store");
    return createSqliteStore({ dataDir: config.dataDir, mustExist: true, busyTimeoutMs: TOOL_BUSY_TIMEOUT_MS });
  } catch (error) {
    throw sqliteExportError(error, file);
  }
}
