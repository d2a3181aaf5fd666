import { limitsFromEnv, limitsOff } from "../context";
import type { Logger } from "../log";

type LimitEnv = Parameters<typeof limitsFromEnv>[0];

/**
 * A limit that is off lets one address fill the waitlist or the inbox. Said once at start, where
 * an operator reads the log, so a test setting carried into production does not go unnoticed.
 */
export function warnWhenLimitsOff(env: LimitEnv, logger: Logger): void {
  const off = limitsOff(limitsFromEnv(env));
  if (off.length === 0) return;
  logger.warn("rate limits off", { off: off.join(", "), switch: env.RATE_LIMITS === "off" ? "RATE_LIMITS=off" : undefined });
}
