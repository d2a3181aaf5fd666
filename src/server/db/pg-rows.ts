import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { exportPages } from "./export-pages";
import * as schema from "./schema-pg";
import type { ExportKind, ExportRows } from "./store";

type Db = NodePgDatabase<typeof schema>;

const TABLES = { waitlist: schema.waitlistEntries, contact: schema.contactMessages, "demo-requests": schema.demoRequests, feedback: schema.docsFeedback };

/** Rows of one table in creation order, a page at a time (the export reads a snapshot through this too). */
export function readPostgresRows<K extends ExportKind>(db: Db, kind: K, pageSize = 500): AsyncGenerator<ExportRows[K]> {
  const table: (typeof TABLES)[ExportKind] = TABLES[kind];
  return exportPages(table, pageSize, async ({ where, orderBy, limit }) => (await db.select().from(table).where(where).orderBy(...orderBy).limit(limit)) as ExportRows[K][]);
}
