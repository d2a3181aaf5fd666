import type { ExportKind, ExportRows, Store } from "../db/store";
import { csvLine, type CsvValue } from "./csv";

export const EXPORT_KINDS = ["waitlist", "contact", "demo-requests", "feedback"] as const satisfies readonly ExportKind[];
export type ExportFormat = "csv" | "json";

type Column<K extends ExportKind> = readonly [header: string, pick: (row: ExportRows[K]) => Exclude<CsvValue, undefined>];

const COLUMNS: { [K in ExportKind]: readonly Column<K>[] } = {
  waitlist: [
    ["position", (r) => r.position],
    ["email", (r) => r.email],
    ["language", (r) => r.language],
    ["source", (r) => r.source],
    ["created_at", (r) => r.createdAt],
  ],
  contact: [
    ["id", (r) => r.id],
    ["created_at", (r) => r.createdAt],
    ["name", (r) => r.name],
    ["email", (r) => r.email],
    ["company", (r) => r.company],
    ["message", (r) => r.message],
  ],
  "demo-requests": [
    ["id", (r) => r.id],
    ["created_at", (r) => r.createdAt],
    ["email", (r) => r.email],
    ["company", (r) => r.company],
    ["message", (r) => r.message],
  ],
  feedback: [
    ["id", (r) => r.id],
    ["created_at", (r) => r.createdAt],
    ["path", (r) => r.path],
    ["locale", (r) => r.locale],
    ["helpful", (r) => r.helpful],
    ["comment", (r) => r.comment],
  ],
};

/** Streams a table as CSV or as a JSON array, one row at a time. */
export async function* exportRows<K extends ExportKind>(store: Pick<Store, "readAll">, kind: K, format: ExportFormat): AsyncGenerator<string> {
  const columns = COLUMNS[kind] as readonly Column<K>[];
  if (format === "csv") yield csvLine(columns.map(([header]) => header));
  else yield "[";
  let first = true;
  for await (const row of store.readAll(kind)) {
    if (format === "csv") {
      yield csvLine(columns.map(([, pick]) => pick(row)));
    } else {
      const record = Object.fromEntries(columns.map(([header, pick]) => {
        const value = pick(row);
        return [header, value instanceof Date ? value.toISOString() : value];
      }));
      yield `${first ? "\n" : ",\n"}${JSON.stringify(record)}`;
    }
    first = false;
  }
  if (format === "json") yield first ? "]\n" : "\n]\n";
}
