import type { Env } from "@/env";
import { DAY_MS } from "../db/rate-limit";
import { describeError, type Logger } from "../log";
import { openMaintenanceStore } from "../maintenance/open-store";
import { purgeExpired } from "../maintenance/retention";

type RetentionEnv = Pick<Env, "DATABASE_URL" | "DATA_DIR" | "RETENTION_DAYS">;

/**
 * Applies RETENTION_DAYS once (`npm start` runs it after migrating, then daily). A failure is
 * logged and serving goes on: the site must not go down because a purge could not run, and the
 * next day's run, a restart or `npm run purge` tries again.
 */
export async function purgeOnce(env: RetentionEnv, logger: Logger, now: () => number = Date.now): Promise<void> {
  let store;
  try {
    store = await openMaintenanceStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }, { migrate: false });
    const { cutoff, purge } = await purgeExpired(store, { retentionDays: env.RETENTION_DAYS, now: now() });
    logger.info("retention purge", {
      retentionDays: env.RETENTION_DAYS,
      cutoff: cutoff.toISOString(),
      contactMessages: purge.contact,
      demoRequests: purge["demo-requests"],
      docsFeedback: purge.feedback,
      rateLimits: purge.rateLimits,
    });
  } catch (error) {
    logger.error("retention purge failed", describeError(error));
  } finally {
    await store?.close().catch(() => {});
  }
}

/** Runs the purge every day while the server runs; the timer never keeps the process alive. */
export function purgeDaily(env: RetentionEnv, logger: Logger, now: () => number = Date.now): NodeJS.Timeout {
  return setInterval(() => void purgeOnce(env, logger, now), DAY_MS).unref();
}
