/**
 * `npm run erase -- <email>`: removes every row holding that address (normalised as sign-ups are)
 * from every table of the database the server uses, in one transaction, safe while it runs;
 * waitlist entries behind an erased one move up one place. Prints what was removed.
 */
import { parseArgs } from "node:util";
import { EnvError, getEnv } from "@/env";
import type { Store } from "@/server/db/store";
import { eraseAddress, parseAddress } from "@/server/maintenance/erase";
import { describeErasure } from "@/server/maintenance/erase-report";
import { openMaintenanceStore } from "@/server/maintenance/open-store";
import { ExportError } from "@/server/export/export-source";

const USAGE = "Usage: npm run erase -- <email>";

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
  if (parsed.positionals.length !== 1) fail(USAGE);
  const address = parseAddress(parsed.positionals[0]!);
  if (!address.ok) fail(address.problem);
  let env;
  try {
    env = getEnv();
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error));
  }
  const store: Store = await openMaintenanceStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    process.stdout.write(`${describeErasure(await eraseAddress(store, address.email)).join("\n")}\n`);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ExportError) fail(error.message, 1);
  const code = (error as { code?: unknown }).code;
  fail(`Erasure failed, nothing was removed: ${error instanceof Error ? error.message : String(error)}${typeof code === "string" ? ` (${code})` : ""}`, 1);
});
