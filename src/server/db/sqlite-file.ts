import { chmodSync, closeSync, constants, existsSync, mkdirSync, openSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import * as schema from "./schema-sqlite";

/**
 * How long the server waits for another process's write lock. better-sqlite3 waits on the event
 * loop, so every request of the server waits with it: a second writer (another process on the
 * file) may cost a sign-up a 503, never seconds of a frozen server.
 */
export const SERVER_BUSY_TIMEOUT_MS = 200;
/** Migrations and the export run apart from serving and may wait longer. */
export const TOOL_BUSY_TIMEOUT_MS = 5_000;

export const SQLITE_FILE_NAME = "site.db";

export function sqliteFilePath(dataDir: string): string {
  return path.resolve(dataDir, SQLITE_FILE_NAME);
}

export interface SqliteOptions {
  dataDir: string;
  /** The export command reads an existing database and must not create an empty one. */
  mustExist?: boolean;
  /** Opened read-only (the export): no write, no file created, no pragma changed. */
  readonly?: boolean;
  busyTimeoutMs?: number;
}

/**
 * Personal data at rest is for the owner only: a data directory this creates is 0700, and the
 * database file 0600 (created so before SQLite opens it; SQLite gives its -wal and -shm files the
 * database file's mode). An existing file is brought back to 0600.
 */
function prepareDatabaseFile(file: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    for (const suffix of ["-wal", "-shm"]) if (existsSync(file + suffix)) chmodSync(file + suffix, 0o600);
    return;
  }
  // O_EXCL: never through a symlink someone placed there, never over a file created meanwhile.
  try {
    closeSync(openSync(file, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
}

export function openSqlite({ dataDir, mustExist = false, readonly = false, busyTimeoutMs = TOOL_BUSY_TIMEOUT_MS }: SqliteOptions) {
  const file = sqliteFilePath(dataDir);
  if (!mustExist && !readonly) prepareDatabaseFile(file);
  const client = new Database(file, { fileMustExist: mustExist || readonly, readonly });
  client.pragma(`busy_timeout = ${Math.max(0, Math.round(busyTimeoutMs))}`);
  if (!readonly) {
    // WAL lets the export read while the server writes. synchronous=FULL fsyncs every commit, so
    // an acknowledged sign-up survives a power cut too (about 0.15 ms per commit on an idle disk; group commit below shares it).
    client.pragma("journal_mode = WAL");
    client.pragma("synchronous = FULL");
  }
  return { client, db: drizzle({ client, schema }) };
}
