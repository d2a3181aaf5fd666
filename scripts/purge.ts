/**
 * `npm run purge`: deletes the contact messages and demo requests older than RETENTION_DAYS (365
 * by default) and the rate-limit counters whose window is over, in one transaction, safe while
 * the server runs (which does the same at start and daily). The waitlist is never purged.
 */
import { describePurge, purgeExpired } from "@/server/maintenance/retention";
import { runMaintenanceCommand } from "./lib/maintenance-command";

const USAGE = "Usage: npm run purge   (RETENTION_DAYS sets the period, 365 days by default)";

runMaintenanceCommand({
  usage: USAGE,
  checkArgs: (positionals) => (positionals.length > 0 ? USAGE : null),
  failure: "Purge failed, nothing was deleted",
  run: async (store, env) => describePurge(await purgeExpired(store, { retentionDays: env.RETENTION_DAYS, now: Date.now() })),
});
