import { z } from "zod";

const DECIMAL_INTEGER = /^[+-]?\d+$/;

interface EnvIntegerOptions {
  min: number;
  max: number;
  /** The value when the variable is unset or blank. */
  fallback: number;
  /** What the range error says below `min` (for example "must be 0 (no limit) or more"). */
  tooSmall: string;
  /** What the range error says above `max`. */
  tooLarge?: string;
}

/** Why `text` is not a decimal integer, in the words the environment check prints. */
function problemWith(text: string): string {
  const value = Number(text);
  if (text === "" || Number.isNaN(value) || !Number.isFinite(value)) return "must be a number";
  if (!Number.isInteger(value)) return "must be a whole number";
  // Number() also reads 0x10, 0b1, 0o7 and 1e3: a limit typed as 0x10 would silently be 16.
  return "must be written in decimal digits (such as 42)";
}

/**
 * An integer environment variable: decimal digits only, an optional sign, surrounding spaces
 * ignored; unset or blank means `fallback`.
 */
export function envInteger({ min, max, fallback, tooSmall, tooLarge = `must be at most ${max}` }: EnvIntegerOptions) {
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z
      .string({ error: "must be a number" })
      .trim()
      .transform((text, context) => {
        if (DECIMAL_INTEGER.test(text)) return Number(text);
        context.addIssue({ code: "custom", message: problemWith(text) });
        return z.NEVER;
      })
      .pipe(z.number().min(min, tooSmall).max(max, tooLarge))
      .default(fallback),
  );
}
