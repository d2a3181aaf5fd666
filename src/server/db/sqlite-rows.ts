import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { exportPages } from "./export-pages";
import * as schema from "./schema-sqlite";
import type { ExportKind, ExportRows } from "./store";

type Db = BetterSQLite3Database<typeof schema>;

const TABLES = { waitlist: schema.waitlistEntries, contact: schema.contactMessages, "demo-requests": schema.demoRequests, feedback: schema.docsFeedback };

/** Rows of one table in creation order, a page at a time (the export reads a snapshot through this too). */
export function readSqliteRows<K extends ExportKind>(db: Db, kind: K, pageSize = 500): AsyncGenerator<ExportRows[K]> {
  const table: (typeof TABLES)[ExportKind] = TABLES[kind];
  return exportPages(table, pageSize, ({ where, orderBy, limit }) => db.select().from(table).where(where).orderBy(...orderBy).limit(limit).all() as ExportRows[K][]);
}
