/**
 * The day the site was built, which is "today" for anything the static pages date (the roadmap).
 * SOURCE_DATE_EPOCH, the reproducible-builds convention, pins it for a build that must not vary.
 */
export function buildDate(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH;
  return epoch ? new Date(Number(epoch) * 1000) : new Date();
}
