import { z } from "zod";
import { retentionDaysSchema } from "@/lib/data-retention";
import { envInteger } from "@/lib/env-integer";

const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

const flag = z
  .enum(["0", "1", "true", "false"], { error: 'must be "1" or "0" (or "true"/"false")' })
  .transform((value) => value === "1" || value === "true");

/** A per-client limit: 0 turns that one limit off. */
const limit = (fallback: number) => envInteger({ min: 0, max: 1_000_000, fallback, tooSmall: "must be 0 (no limit) or more" });

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema);

const envSchema = z.object({
  PORT: envInteger({ min: 1, max: 65535, fallback: 3000, tooSmall: "must be between 1 and 65535", tooLarge: "must be between 1 and 65535" }),
  /** Interface to listen on; unset means every interface (IPv6 and IPv4). */
  HOST: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.:%-]+$/, "must be a host name or an IP address such as 127.0.0.1 or ::")
      .optional(),
  ),
  SITE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: "must be an absolute http(s) URL such as https://thearchitech.dev" })
      .transform((value) => new URL(value).origin)
      .default("http://localhost:3000"),
  ),
  DATABASE_URL: optional(
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgres:// or postgresql:// connection string")
      .optional(),
  ),
  DATA_DIR: optional(z.string().default("./data")),
  /**
   * `off` turns every rate limit off at once, for test suites and benchmarks that post from one
   * address. Each limit's own variable below governs that limit only (its 0 turns off no other).
   */
  RATE_LIMITS: optional(z.enum(["on", "off"], { error: 'must be "on" or "off"' }).default("on")),
  /** Waitlist sign-ups per client and minute. */
  RATE_LIMIT_PER_MINUTE: limit(60),
  /**
   * Waitlist sign-ups per client and UTC day. 100 covers a room of people behind one address (an
   * office, a meetup's Wi-Fi) signing up on the same day, while a script on one address takes at
   * most 100 places a day instead of the 86,400 the per-minute limit alone would allow.
   */
  WAITLIST_LIMIT_PER_DAY: limit(100),
  /** Contact messages, and apart from them demo requests, docs feedback answers and changes to those answers, per client and minute. */
  MESSAGE_LIMIT_PER_MINUTE: limit(5),
  /** Contact messages, and apart from them demo requests, docs feedback answers and changes to those answers, per client and UTC day. */
  MESSAGE_LIMIT_PER_DAY: limit(20),
  /** Days contact messages, demo requests and docs feedback answers are kept (the privacy page states the same figure). */
  RETENTION_DAYS: retentionDaysSchema,
  TRUST_PROXY: optional(flag.default(false)),
  LOG_LEVEL: optional(z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(", ")}` }).default("info")),
});

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses an environment; throws EnvError naming every bad variable (never its value: it may be a secret). */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`));
}

let cached: Env | undefined;

/** The validated process environment, parsed once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
