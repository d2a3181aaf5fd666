import { and, asc, eq, gt, or } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema-pg";
import type { ExportKind, ExportRows } from "./store";

type Db = NodePgDatabase<typeof schema>;

/** Rows of one table in creation order, a page at a time (the export reads a snapshot through this too). */
export async function* readPostgresRows<K extends ExportKind>(db: Db, kind: K, pageSize = 500): AsyncGenerator<ExportRows[K]> {
  const { waitlistEntries, contactMessages, demoRequests, docsFeedback } = schema;
  if (kind === "waitlist") {
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(waitlistEntries)
        .where(gt(waitlistEntries.position, after))
        .orderBy(asc(waitlistEntries.position))
        .limit(pageSize);
      for (const row of rows) yield row as ExportRows[K];
      if (rows.length < pageSize) return;
      after = rows.at(-1)!.position;
    }
  }
  const table = kind === "contact" ? contactMessages : kind === "feedback" ? docsFeedback : demoRequests;
  let cursor: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = (await db
      .select()
      .from(table)
      .where(
        cursor
          ? or(gt(table.createdAt, cursor.createdAt), and(eq(table.createdAt, cursor.createdAt), gt(table.id, cursor.id)))
          : undefined,
      )
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(pageSize)) as ExportRows[K][];
    for (const row of rows) yield row;
    if (rows.length < pageSize) return;
    const last = rows.at(-1) as { createdAt: Date; id: string };
    cursor = { createdAt: last.createdAt, id: last.id };
  }
}
