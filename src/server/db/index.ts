import type { Store } from "./store";

export interface DatabaseConfig {
  /** PostgreSQL when set; otherwise embedded SQLite in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/**
 * Opens the configured engine for the server (read-write; the export opens its own read-only
 * source). Drivers load on demand so the unused one never loads.
 */
export async function createStore(config: DatabaseConfig): Promise<Store> {
  if (config.databaseUrl) {
    const { createPostgresStore } = await import("./pg-store");
    return createPostgresStore({ url: config.databaseUrl });
  }
  const { createSqliteStore } = await import("./sqlite-store");
  return createSqliteStore({ dataDir: config.dataDir });
}

export type { Store } from "./store";
