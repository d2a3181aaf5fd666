import { z } from "zod";

/**
 * How long contact messages, demo requests and docs feedback answers are kept: long enough to
 * answer and follow up across a year of releases, short enough that nobody's old message lingers. The waitlist is not
 * concerned: its entries stay until their owner asks for erasure.
 */
export const DEFAULT_RETENTION_DAYS = 365;

/** `RETENTION_DAYS`: whole days, at least one; unset or empty means the default. */
export const retentionDaysSchema = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1 day")
    .max(36_500, "must be at most 36500 days")
    .default(DEFAULT_RETENTION_DAYS),
);

/**
 * The period the privacy page states: the one configured when the site is built, so the page
 * and the server that purges (src/env.ts reads the same variable) agree.
 */
export function retentionDaysAtBuild(source: Record<string, string | undefined> = process.env): number {
  return retentionDaysSchema.parse(source.RETENTION_DAYS);
}
