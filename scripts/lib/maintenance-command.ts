import { parseArgs } from "node:util";
import { EnvError, getEnv, type Env } from "@/env";
import type { Store } from "@/server/db/store";
import { ExportError } from "@/server/export/export-source";
import { openMaintenanceStore } from "@/server/maintenance/open-store";

interface MaintenanceCommand {
  usage: string;
  /** Checks the positional arguments; returns a problem to print, or null when they fit. */
  checkArgs: (positionals: string[]) => string | null;
  /** What precedes the error when the work fails (nothing was changed: one transaction). */
  failure: string;
  /** The work, on the database the server uses; returns the lines to print. */
  run: (store: Store, env: Env, positionals: string[]) => Promise<string[]>;
}

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

/** The shell of `npm run erase` and `npm run purge`: arguments, environment, store, report, exit codes. */
export function runMaintenanceCommand(command: MaintenanceCommand): void {
  async function main(): Promise<void> {
    let parsed;
    try {
      parsed = parseArgs({ allowPositionals: true, options: { help: { type: "boolean", short: "h" } } });
    } catch (error) {
      fail(`${(error as Error).message}\n${command.usage}`);
    }
    if (parsed.values.help) {
      process.stdout.write(`${command.usage}\n`);
      return;
    }
    const problem = command.checkArgs(parsed.positionals);
    if (problem) fail(problem);
    let env;
    try {
      env = getEnv();
    } catch (error) {
      fail(error instanceof EnvError ? error.message : String(error));
    }
    const store = await openMaintenanceStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      process.stdout.write(`${(await command.run(store, env, parsed.positionals)).join("\n")}\n`);
    } finally {
      await store.close();
    }
  }

  main().catch((error: unknown) => {
    if (error instanceof ExportError) fail(error.message, 1);
    const code = (error as { code?: unknown }).code;
    fail(`${command.failure}: ${error instanceof Error ? error.message : String(error)}${typeof code === "string" ? ` (${code})` : ""}`, 1);
  });
}
