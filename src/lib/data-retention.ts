import { envInteger } from "./env-integer";

/**
 * How long contact messages, demo requests and docs feedback answers are kept: long enough to
 * answer and follow up across a year of releases, short enough that nobody's old message lingers. The waitlist is not
 * concerned: its entries stay until their owner asks for erasure.
 */
export const DEFAULT_RETENTION_DAYS = 365;

/** `RETENTION_DAYS`: whole days in decimal digits, at least one; unset or empty means the default. */
export const retentionDaysSchema = envInteger({
  min: 1,
  max: 36_500,
  fallback: DEFAULT_RETENTION_DAYS,
  tooSmall: "must be at least 1 day",
  tooLarge: "must be at most 36500 days",
});

/**
 * The period the privacy page states: the one configured when the site is built, so the page
 * and the server that purges (src/env.ts reads the same variable) agree.
 */
export function retentionDaysAtBuild(source: Record<string, string | undefined> = process.env): number {
  return retentionDaysSchema.parse(source.RETENTION_DAYS);
}
