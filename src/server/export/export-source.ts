import { accessSync, constants, existsSync } from "node:fs";
import type Database from "better-sqlite3";
import type pg from "pg";
import type { DatabaseConfig } from "../db";
import type { ExportKind, ExportRows } from "../db/store";

/** What the export reads: every table as of one moment, through a connection that cannot write. */
export interface ExportSource {
  readAll<K extends ExportKind>(kind: K, pageSize?: number): AsyncIterable<ExportRows[K]>;
  close(): Promise<void>;
}

export type ExportProblem = "missing" | "locked" | "corrupt" | "permission" | "unreachable";

/** Why the database could not be read, in words an operator can act on. */
export class ExportError extends Error {
  constructor(
    readonly problem: ExportProblem,
    message: string,
  ) {
    super(message);
    this.name = "ExportError";
  }
}

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : undefined;
};

/** The SQLite failure behind `error`, or the error itself when it is none of the known ones. */
export function sqliteExportError(error: unknown, file: string): unknown {
  const code = codeOf(error) ?? "";
  if (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED")) {
    return new ExportError("locked", `The database at ${file} is locked by another process (${code}). Try again in a moment.`);
  }
  if (code.startsWith("SQLITE_CORRUPT") || code === "SQLITE_NOTADB") {
    return new ExportError("corrupt", `The file at ${file} is damaged or is not a SQLite database (${code}). Restore it from a backup.`);
  }
  if (code === "EACCES" || code === "EPERM" || code.startsWith("SQLITE_PERM") || code.startsWith("SQLITE_READONLY") || code.startsWith("SQLITE_CANTOPEN")) {
    return new ExportError("permission", `Cannot read the database at ${file} (${code}): check that this user may read it and its folder.`);
  }
  return error;
}

/** The PostgreSQL failure behind `error`, or the error itself when it is none of the known ones. */
export function postgresExportError(error: unknown): unknown {
  const code = codeOf(error) ?? "";
  if (["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "ETIMEDOUT", "ECONNRESET"].includes(code) || code.startsWith("08")) {
    return new ExportError("unreachable", `Cannot reach the PostgreSQL server of DATABASE_URL (${code}).`);
  }
  if (code === "28P01" || code === "28000" || code === "42501") {
    return new ExportError("permission", `PostgreSQL refused access to the database of DATABASE_URL (${code}).`);
  }
  if (code === "3D000" || code === "42P01") {
    return new ExportError("missing", `The database of DATABASE_URL does not exist or has no tables yet (${code}). Start the server once (npm start).`);
  }
  if (code === "55P03" || code === "57014") {
    return new ExportError("locked", `PostgreSQL timed out waiting for the data (${code}). Try again in a moment.`);
  }
  return error;
}

export interface ExportSourceOptions {
  /** How long SQLite waits for a writer holding an exclusive lock before reporting it locked. */
  busyTimeoutMs?: number;
}

async function openSqliteSource(dataDir: string, { busyTimeoutMs }: ExportSourceOptions): Promise<ExportSource> {
  const [{ openSqlite, sqliteFilePath }, { readSqliteRows }] = await Promise.all([import("../db/sqlite-file"), import("../db/sqlite-rows")]);
  const file = sqliteFilePath(dataDir);
  if (!existsSync(file)) {
    throw new ExportError("missing", `No database at ${file}. Start the server once (npm start) or set DATA_DIR.`);
  }
  let client: Database.Database | undefined;
  try {
    accessSync(file, constants.R_OK);
    const opened = openSqlite({ dataDir, readonly: true, busyTimeoutMs });
    client = opened.client;
    // One read transaction for the whole export: every page comes from the same snapshot, and
    // this first read surfaces a lock or a damaged file before any output is written.
    client.exec("begin");
    client.prepare("select count(*) from sqlite_master").get();
    const { db } = opened;
    const open = client;
    return {
      async *readAll(kind, pageSize) {
        try {
          yield* readSqliteRows(db, kind, pageSize);
        } catch (error) {
          throw sqliteExportError(error, file);
        }
      },
      async close() {
        if (open.open) open.close();
      },
    };
  } catch (error) {
    if (client?.open) client.close();
    throw sqliteExportError(error, file);
  }
}

async function openPostgresSource(url: string): Promise<ExportSource> {
  const [{ default: pgDriver }, { drizzle }, schema, { readPostgresRows }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("../db/schema-pg"),
    import("../db/pg-rows"),
  ]);
  const client: pg.Client = new pgDriver.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    // One snapshot for every page, and a transaction that cannot write.
    await client.query("begin isolation level repeatable read read only");
    await client.query("select 1 from waitlist_entries limit 1");
  } catch (error) {
    await client.end().catch(() => {});
    throw postgresExportError(error);
  }
  const db = drizzle({ client, schema });
  return {
    async *readAll(kind, pageSize) {
      try {
        yield* readPostgresRows(db, kind, pageSize);
      } catch (error) {
        throw postgresExportError(error);
      }
    },
    async close() {
      await client.query("commit").catch(() => {});
      await client.end();
    },
  };
}

/** Opens the configured database for the export: read-only, one snapshot, clear errors. */
export function openExportSource(config: DatabaseConfig, options: ExportSourceOptions = {}): Promise<ExportSource> {
  return config.databaseUrl ? openPostgresSource(config.databaseUrl) : openSqliteSource(config.dataDir, options);
}
