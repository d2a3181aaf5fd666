/**
 * `npm run purge`: deletes the contact messages and demo requests older than RETENTION_DAYS (365
 * by default) and the rate-limit counters whose window is over, in one transaction, safe while
 * the server runs (which does the same at start and daily). The waitlist is never purged.
 */
import { parseArgs } from "node:util";
import { EnvError, getEnv } from "@/env";
import type { Store } from "@/server/db/store";
import { ExportError } from "@/server/export/export-source";
import { openMaintenanceStore } from "@/server/maintenance/open-store";
import { describePurge, purgeExpired } from "@/server/maintenance/retention";

const USAGE = "Usage: npm run purge   (RETENTION_DAYS sets the period, 365 days by default)";

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (parsed.values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  if (parsed.positionals.length > 0) fail(USAGE);
  let env;
  try {
    env = getEnv();
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error));
  }
  const store: Store = await openMaintenanceStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const report = await purgeExpired(store, { retentionDays: env.RETENTION_DAYS, now: Date.now() });
    process.stdout.write(`${describePurge(report).join("\n")}\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ExportError) fail(error.message, 1);
  const code = (error as { code?: unknown }).code;
  fail(`Purge failed, nothing was deleted: ${error instanceof Error ? error.message : String(error)}${typeof code === "string" ? ` (${code})` : ""}`, 1);
});
