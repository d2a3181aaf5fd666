import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migrateSqlite } from "drizzle-orm/better-sqlite3/migrator";
import pg from "pg";
import { openSqlite } from "./sqlite-file";
import type { DatabaseConfig } from "./index";

/** Any constant works; it only has to be the same in every process migrating this database. */
const MIGRATION_LOCK_ID = 7_201_843_911;

export function defaultMigrationsRoot(): string {
  return path.join(process.cwd(), "drizzle");
}

/**
 * Applies the pending migrations of the configured engine. Safe to run from several processes at
 * once: SQLite serialises them with its write lock, PostgreSQL with an advisory lock.
 */
export async function migrateDatabase(config: DatabaseConfig, migrationsRoot = defaultMigrationsRoot()): Promise<void> {
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg({ client }), { migrationsFolder: path.join(migrationsRoot, "pg") });
    } finally {
      await client.end();
    }
    return;
  }
  const { client, db } = openSqlite({ dataDir: config.dataDir });
  try {
    migrateSqlite(db, { migrationsFolder: path.join(migrationsRoot, "sqlite") });
  } finally {
    client.close();
  }
}
