import { getEnv, type Env } from "@/env";
import { createStore, type Store } from "./db";
import { BODY_TIMEOUT_MS } from "./http/read-json";
import { createLogger, type Logger } from "./log";

/** The routes that store what a visitor sends, each limited on its own. */
export type LimitedRoute = "waitlist" | "contact" | "demo-requests" | "feedback" | "feedback-update";

/** Requests per client; 0 means no limit in that window. */
export interface RouteLimit {
  perMinute: number;
  perDay: number;
}

export interface ApiConfig {
  /** Each route's limits per client IP, counted apart from the other routes'. */
  limits: Record<LimitedRoute, RouteLimit>;
  /** Read the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** The canonical origin: in production, the only origin a form may be posted from. */
  siteUrl: string;
  /**
   * Production trusts SITE_URL alone. Elsewhere (astro dev, tests) a browser's Origin may also
   * match the Host header, so a dev server on any port works.
   */
  production: boolean;
  /** How long a client may take to send a body (a shorter one in tests of stalled clients). */
  bodyTimeoutMs: number;
}

export interface ServerContext {
  store: Store;
  logger: Logger;
  config: ApiConfig;
  /** Milliseconds since the epoch; the rate limiter's windows follow it (a fixed clock in tests). */
  now: () => number;
}

type LimitEnv = Pick<Env, "RATE_LIMITS" | "RATE_LIMIT_PER_MINUTE" | "WAITLIST_LIMIT_PER_DAY" | "MESSAGE_LIMIT_PER_MINUTE" | "MESSAGE_LIMIT_PER_DAY">;

/** Each variable sets its own limit (0: that one is off); RATE_LIMITS=off turns them all off. */
export function limitsFromEnv(env: LimitEnv): ApiConfig["limits"] {
  const limit = (perMinute: number, perDay: number): RouteLimit =>
    env.RATE_LIMITS === "off" ? { perMinute: 0, perDay: 0 } : { perMinute, perDay };
  return {
    waitlist: limit(env.RATE_LIMIT_PER_MINUTE, env.WAITLIST_LIMIT_PER_DAY),
    contact: limit(env.MESSAGE_LIMIT_PER_MINUTE, env.MESSAGE_LIMIT_PER_DAY),
    "demo-requests": limit(env.MESSAGE_LIMIT_PER_MINUTE, env.MESSAGE_LIMIT_PER_DAY),
    // An answer may carry a comment, so it is limited like a message, on a budget of its own.
    feedback: limit(env.MESSAGE_LIMIT_PER_MINUTE, env.MESSAGE_LIMIT_PER_DAY),
    // Completing an answer (its comment, a changed mind) is a second request per answer: on a budget
    // of its own, a reader may still answer as many pages a day as before and comment on each.
    "feedback-update": limit(env.MESSAGE_LIMIT_PER_MINUTE, env.MESSAGE_LIMIT_PER_DAY),
  };
}

/** The limits that are off, as `<route> per minute|day`, in route order (empty when every one is on). */
export function limitsOff(limits: ApiConfig["limits"]): string[] {
  return Object.entries(limits).flatMap(([route, { perMinute, perDay }]) => [
    ...(perMinute === 0 ? [`${route} per minute`] : []),
    ...(perDay === 0 ? [`${route} per day`] : []),
  ]);
}

// A slot on globalThis: every copy of this module in one process (`astro dev` evaluates a module
// again when it changes; a build bundles its own copy into dist/server) shares one database
// connection and one rate limiter, and closeServerContext() closes the one the handlers opened.
const SLOT = Symbol.for("the-architech.server-context");

type Slots = { [SLOT]?: Promise<ServerContext> };
const slots = globalThis as typeof globalThis & Slots;

async function contextFromEnv(): Promise<ServerContext> {
  const env = getEnv();
  const logger = createLogger(env.LOG_LEVEL);
  const database = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR };
  if (process.env.NODE_ENV !== "production") {
    // `astro dev` has no start script to migrate first; production migrates in scripts/start.ts.
    const { migrateDatabase } = await import("./db/migrate");
    await migrateDatabase(database);
  }
  const store = await createStore(database);
  logger.info("database opened", { engine: store.engine });
  if (store.repairedSequence) logger.warn("waitlist sequence repaired", { ...store.repairedSequence });
  return {
    store,
    logger,
    config: {
      limits: limitsFromEnv(env),
      trustProxy: env.TRUST_PROXY,
      siteUrl: env.SITE_URL,
      production: process.env.NODE_ENV === "production",
      bodyTimeoutMs: BODY_TIMEOUT_MS,
    },
    now: Date.now,
  };
}

/** The process-wide context, created from the environment on first use. */
export function getServerContext(): Promise<ServerContext> {
  let context = slots[SLOT];
  if (!context) {
    context = contextFromEnv();
    // A failed start (bad env, database down) is retried on the next request, not cached.
    context.catch(() => {
      if (slots[SLOT] === context) delete slots[SLOT];
    });
    slots[SLOT] = context;
  }
  return context;
}

/** Replaces the context, e.g. with a store on a temporary database in tests. */
export function installServerContext(context: ServerContext): void {
  slots[SLOT] = Promise.resolve(context);
}

/** Closes the database; the next request would open it again. */
export async function closeServerContext(): Promise<void> {
  const context = slots[SLOT];
  delete slots[SLOT];
  if (!context) return;
  const resolved = await context.catch(() => undefined);
  if (!resolved) return;
  await resolved.store.close();
  resolved.logger.info("database closed", { engine: resolved.store.engine });
}
