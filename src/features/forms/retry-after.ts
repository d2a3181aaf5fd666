import { fillTemplate, formatCount, type CountMessage } from "@/i18n/message-template";

export type RetryUnit = "seconds" | "minutes" | "hours";

/** FormErrors.retry: its message's `{duration}` filled here with a unit's ICU plural, compiled on the server. */
export type RetryTexts = { message: string } & Record<RetryUnit, CountMessage>;

/** A `Retry-After` of delta-seconds, as the API sends it; null when absent or in another form. */
export function retryAfterSeconds(value: string | null): number | null {
  const text = value?.trim() ?? "";
  return /^\d+$/.test(text) ? Number(text) : null;
}

/**
 * The wait in the largest unit that reads naturally, rounded up so that trying again then works:
 * 45 s, 2 minutes for 61 s, 8 hours for 7 h 12 min (the daily limit's wait until UTC midnight).
 */
export function retryDelay(seconds: number): { unit: RetryUnit; count: number } {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return { unit: "seconds", count: whole };
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return { unit: "minutes", count: minutes };
  return { unit: "hours", count: Math.ceil(whole / 3600) };
}

/** "… Please try again in 8 hours.", "… Réessayez dans 30 secondes.": the form chosen by the locale's plural rules. */
export function retryText(texts: RetryTexts, seconds: number): string {
  const { unit, count } = retryDelay(seconds);
  return fillTemplate(texts.message, { duration: formatCount(texts[unit], count) });
}
