import { and, asc, eq, gt, or, type AnyColumn, type SQL } from "drizzle-orm";

/** A table as the export orders it: the waitlist by position, the others by date, then id. */
export type ExportTable = { position: AnyColumn } | { createdAt: AnyColumn; id: AnyColumn };

/** One page's query: rows after the last one read, in the table's order, `limit` at most. */
export interface PageQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  limit: number;
}

type LastRow = { position?: unknown; createdAt?: unknown; id?: unknown };

function orderOf(table: ExportTable): SQL[] {
  return "position" in table ? [asc(table.position)] : [asc(table.createdAt), asc(table.id)];
}

/** Rows after `last` in the table's order: a keyset, so a page costs the same wherever it starts. */
function after(table: ExportTable, last: LastRow | undefined): SQL | undefined {
  if (!last) return undefined;
  if ("position" in table) return gt(table.position, last.position);
  return or(gt(table.createdAt, last.createdAt), and(eq(table.createdAt, last.createdAt), gt(table.id, last.id)));
}

/**
 * Every row of a table in creation order, a page at a time, on either engine: `read` runs one
 * page's query with the engine's driver (the export reads a snapshot through this too).
 */
export async function* exportPages<Row extends LastRow>(table: ExportTable, pageSize: number, read: (query: PageQuery) => Row[] | Promise<Row[]>): AsyncGenerator<Row> {
  const orderBy = orderOf(table);
  let last: Row | undefined;
  for (;;) {
    const rows = await read({ where: after(table, last), orderBy, limit: pageSize });
    yield* rows;
    if (rows.length < pageSize) return;
    last = rows.at(-1);
  }
}
