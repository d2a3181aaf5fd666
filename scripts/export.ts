/**
 * `npm run export -- <waitlist|contact|demo-requests> [--format csv|json] [--out FILE]`
 * Reads the database the server uses (safe while it runs: SQLite WAL readers never block the writer).
 */
import { createWriteStream } from "node:fs";
import { once } from "node:events";
import { parseArgs } from "node:util";
import { EnvError, getEnv } from "@/env";
import { createPostgresStore } from "@/server/db/pg-store";
import { createSqliteStore, sqliteFilePath } from "@/server/db/sqlite-store";
import type { Store } from "@/server/db/store";
import { EXPORT_KINDS, exportRows, type ExportFormat } from "@/server/export/export-rows";

const USAGE = `Usage: npm run export -- <${EXPORT_KINDS.join("|")}> [--format csv|json] [--out FILE]`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { format: { type: "string", default: "csv" }, out: { type: "string" }, help: { type: "boolean", short: "h" } },
    });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const [kind, ...extra] = parsed.positionals;
  const format = parsed.values.format as ExportFormat;
  if (!kind || extra.length > 0 || !(EXPORT_KINDS as readonly string[]).includes(kind)) fail(USAGE);
  if (format !== "csv" && format !== "json") fail(`--format must be csv or json\n${USAGE}`);

  let env;
  try {
    env = getEnv();
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error));
  }

  let store: Store;
  if (env.DATABASE_URL) {
    store = createPostgresStore({ url: env.DATABASE_URL, poolSize: 1 });
  } else {
    try {
      store = createSqliteStore({ dataDir: env.DATA_DIR, mustExist: true });
    } catch {
      fail(`No database at ${sqliteFilePath(env.DATA_DIR)}. Start the server once (npm start) or set DATA_DIR.`);
    }
  }

  // Personal data: a file written here is readable by its owner only.
  const out = parsed.values.out ? createWriteStream(parsed.values.out, { mode: 0o600 }) : process.stdout;
  try {
    for await (const chunk of exportRows(store, kind as (typeof EXPORT_KINDS)[number], format)) {
      if (!out.write(chunk)) await once(out, "drain");
    }
  } finally {
    await store.close();
  }
  if (out !== process.stdout) {
    out.end();
    await once(out, "finish");
  }
}

main().catch((error: unknown) => {
  const code = (error as { code?: unknown }).code;
  fail(`Export failed: ${error instanceof Error ? error.message : String(error)}${typeof code === "string" ? ` (${code})` : ""}`);
});
