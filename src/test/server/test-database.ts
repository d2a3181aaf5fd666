import { afterEach, beforeEach } from "vitest";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createStore, type DatabaseConfig } from "@/server/db";
import { migrateDatabase } from "@/server/db/migrate";
import type { Engine, Store } from "@/server/db/store";
import { createLogger, type Logger } from "@/server/log";
import { installServerContext, type ApiConfig, type LimitedRoute, type RouteLimit, type ServerContext } from "@/server/context";
import { BODY_TIMEOUT_MS } from "@/server/http/read-json";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL points at a server we may create databases on. */
export const TEST_ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export const MIGRATIONS_ROOT = path.resolve(import.meta.dirname, "../../../drizzle");

export interface TestDatabase {
  engine: Engine;
  config: DatabaseConfig;
  dispose(): Promise<void>;
}

/** A fresh, migrated, empty database: a temp dir for SQLite, a new database for PostgreSQL. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dataDir = mkdtempSync(path.join(tmpdir(), "architech-test-"));
    const config = { dataDir };
    await migrateDatabase(config, MIGRATIONS_ROOT);
    return { engine, config, dispose: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `architech_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = { databaseUrl: url.toString(), dataDir: "" };
  await migrateDatabase(config, MIGRATIONS_ROOT);
  return {
    engine,
    config,
    async dispose() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestServer {
  store: Store;
  logs: Record<string, unknown>[];
  logger: Logger;
  database: TestDatabase;
  context: ServerContext;
  /**
   * Another server process on the same database: its own store (connections, in-memory limiter
   * counts) and context. `use()` makes the route handlers run in it; `server.use()` switches back.
   */
  secondProcess(): Promise<{ store: Store; use(): void; close(): Promise<void> }>;
  /** Makes the route handlers run in this server's context again. */
  use(): void;
  dispose(): Promise<void>;
}

export const TEST_SITE_URL = "https://thearchitech.test";

export interface TestServerOptions extends Partial<Omit<ApiConfig, "limits">> {
  /** Every route's per-minute limit (0, the default, turns limits off). */
  rateLimitPerMinute?: number;
  /** Per-route limits, on top of `rateLimitPerMinute`. */
  limits?: Partial<Record<LimitedRoute, Partial<RouteLimit>>>;
  /** The clock the limiter's windows follow. */
  now?: () => number;
}

function testConfig({ rateLimitPerMinute = 0, limits = {}, ...config }: Omit<TestServerOptions, "now">): ApiConfig {
  const limit = (route: LimitedRoute): RouteLimit => ({ perMinute: rateLimitPerMinute, perDay: 0, ...limits[route] });
  return {
    limits: { waitlist: limit("waitlist"), contact: limit("contact"), "demo-requests": limit("demo-requests"), feedback: limit("feedback"), "feedback-update": limit("feedback-update") },
    trustProxy: false,
    siteUrl: TEST_SITE_URL,
    production: false,
    bodyTimeoutMs: BODY_TIMEOUT_MS,
    ...config,
  };
}

/** Installs a context on a fresh database, as the running server would build it from env. */
export async function installTestServer(engine: Engine, options: TestServerOptions = {}): Promise<TestServer> {
  const database = await createTestDatabase(engine);
  const store = await createStore(database.config);
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (line) => logs.push(JSON.parse(line) as Record<string, unknown>));
  const { now = Date.now, ...configOptions } = options;
  const config = testConfig(configOptions);
  const context: ServerContext = { store, logger, config, now };
  installServerContext(context);
  const others: Store[] = [];
  return {
    store,
    logs,
    logger,
    database,
    context,
    async secondProcess() {
      const other = await createStore(database.config);
      others.push(other);
      return { store: other, use: () => installServerContext({ ...context, store: other }), close: () => other.close() };
    },
    use: () => installServerContext(context),
    async dispose() {
      for (const other of others) await other.close();
      await store.close();
      await database.dispose();
    },
  };
}

/** Collects a store's rows of one kind. */
export async function allRows<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const result: T[] = [];
  for await (const row of rows) result.push(row);
  return result;
}

/**
 * A new database and an open store for each test of the calling `describe`, closed and deleted
 * after it; read them in the test's own `beforeEach` or body.
 */
export function useFreshStore(engine: Engine): () => { database: TestDatabase; store: Store } {
  let current: { database: TestDatabase; store: Store } | undefined;
  beforeEach(async () => {
    const database = await createTestDatabase(engine);
    current = { database, store: await createStore(database.config) };
  });
  afterEach(async () => {
    await current?.store.close();
    await current?.database.dispose();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error("useFreshStore: read the store inside a test or a beforeEach");
    return current;
  };
}
