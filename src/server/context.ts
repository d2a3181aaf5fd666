import { getEnv } from "@/env";
import { createStore, type Store } from "./db";
import { createLogger, type Logger } from "./log";

export interface ApiConfig {
  /** Requests per client IP per minute on every POST; 0 disables the limit. */
  rateLimitPerMinute: number;
  /** Read the client IP from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean;
  /** The canonical origin; requests from it are same-site even behind a proxy that rewrites Host. */
  siteUrl: string;
}

export interface ServerContext {
  store: Store;
  logger: Logger;
  config: ApiConfig;
}

// Two copies of this module live in the server process: the one bundled into Astro's endpoints
// (dist/server) and the one scripts/start.ts imports. The slot on globalThis makes them share one
// database connection and one rate limiter, so the server's closeServerContext() on shutdown
// closes the database the endpoints opened.
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
  return {
    store,
    logger,
    config: { rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE, trustProxy: env.TRUST_PROXY, siteUrl: env.SITE_URL },
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
