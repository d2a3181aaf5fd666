import { statSync, writeFileSync, chmodSync, existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allRows, createTestDatabase, MIGRATIONS_ROOT, TEST_ENGINES, useFreshStore, type TestDatabase } from "@/test/server/test-database";
import { migrateDatabase } from "./migrate";
import { createStore } from ".";
import { openPostgres } from "./pg-store";
import { DAY_MS, MINUTE_MS } from "./rate-limit";
import { sqliteFilePath } from "./sqlite-file";
import type { Store } from "./store";

const signup = (email: string) => ({ email, language: "en" as const, source: "landing" });

/** Runs SQL on the test database directly, as an operator restoring a backup would. */
async function runSql(database: TestDatabase, statement: string): Promise<void> {
  if (database.engine === "sqlite") {
    const db = new Database(sqliteFilePath(database.config.dataDir));
    db.exec(statement);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: database.config.databaseUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

describe.each(TEST_ENGINES)("store hardening on %s", (engine) => {
  let database: TestDatabase;
  let store: Store;
  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ database, store } = fresh());
  });

  it("repairs at restart a sequence that fell behind the stored positions, instead of failing every sign-up", async () => {
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) await store.joinWaitlist(signup(email));
    expect(store.repairedSequence).toBeNull();
    // A restore brought back the entries but an older sequence row.
    await runSql(database, "update waitlist_sequence set last_position = 1 where id = 1");
    await expect(store.joinWaitlist(signup("stuck@example.com"))).rejects.toThrow();
    await store.close();

    store = await createStore(database.config);
    expect(store.repairedSequence).toEqual({ from: 1, to: 3 });
    expect(await store.joinWaitlist(signup("d@example.com"))).toEqual({ status: "created", position: 4 });
    expect((await allRows(store.readAll("waitlist"))).map((r) => r.position)).toEqual([1, 2, 3, 4]);
  });

  it("recreates a missing sequence row from the stored positions, and never moves a sequence back", async () => {
    await store.joinWaitlist(signup("a@example.com"));
    await store.joinWaitlist(signup("b@example.com"));
    await store.close();
    await runSql(database, "delete from waitlist_sequence");
    store = await createStore(database.config);
    expect(store.repairedSequence).toEqual({ from: 0, to: 2 });
    expect(await store.joinWaitlist(signup("c@example.com"))).toEqual({ status: "created", position: 3 });

    await store.close();
    await runSql(database, "update waitlist_sequence set last_position = 10 where id = 1");
    store = await createStore(database.config);
    expect(store.repairedSequence).toBeNull();
    expect(await store.joinWaitlist(signup("d@example.com"))).toEqual({ status: "created", position: 11 });
  });

  it("counts a client per minute and per UTC day, each window on its own", async () => {
    const rules = (limitPerMinute: number, limitPerDay: number) => [
      { key: "contact:198.51.100.9", limit: limitPerMinute, windowMs: MINUTE_MS },
      { key: "contact:198.51.100.9", limit: limitPerDay, windowMs: DAY_MS },
    ];
    const midnight = Math.floor(1_700_000_000_000 / DAY_MS) * DAY_MS;
    const at = (minute: number) => midnight + minute * MINUTE_MS + 500;
    const verdicts: boolean[] = [];
    for (let minute = 0; minute < 3; minute++) {
      for (let i = 0; i < 3; i++) verdicts.push((await store.hitRateLimit(rules(2, 5), at(minute))).allowed);
    }
    // 2 a minute; a refused request spends nothing, so the day's 5 run out in the third minute.
    expect(verdicts).toEqual([true, true, false, true, true, false, true, false, false]);
    const refused = await store.hitRateLimit(rules(2, 5), at(3));
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(Math.ceil((midnight + DAY_MS - at(3)) / 1000));
    expect((await store.hitRateLimit(rules(2, 5), midnight + DAY_MS)).allowed).toBe(true);
    // Another route's key has its own budget.
    expect((await store.hitRateLimit([{ key: "waitlist:198.51.100.9", limit: 1, windowMs: MINUTE_MS }], at(3))).allowed).toBe(true);
  });
});

describe("SQLite files at rest", () => {
  let database: TestDatabase;
  afterEach(async () => database.dispose());

  it("creates the data directory 0700 and the database files 0600", async () => {
    database = await createTestDatabase("sqlite");
    const dataDir = path.join(database.config.dataDir, "nested", "data");
    await migrateDatabase({ dataDir }, MIGRATIONS_ROOT);
    const store = await createStore({ dataDir });
    await store.joinWaitlist(signup("a@example.com"));
    const file = sqliteFilePath(dataDir);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.dirname(dataDir)).mode & 0o777).toBe(0o700);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      expect(existsSync(name), name).toBe(true);
      expect(statSync(name).mode & 0o777, name).toBe(0o600);
    }
    await store.close();
  });

  it("brings an existing database file back to 0600", async () => {
    database = await createTestDatabase("sqlite");
    const file = sqliteFilePath(database.config.dataDir);
    chmodSync(file, 0o644);
    const store = await createStore(database.config);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await store.close();
  });

  it("gives up on another process's write lock within a fraction of a second, so the server never freezes", async () => {
    database = await createTestDatabase("sqlite");
    const store = await createStore(database.config);
    const other = new Database(sqliteFilePath(database.config.dataDir));
    other.exec("begin immediate");
    const started = performance.now();
    await expect(store.joinWaitlist(signup("blocked@example.com"))).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    await expect(store.addContactMessage({ name: "A", email: "a@b.co", company: null, message: "hi" })).rejects.toMatchObject({ code: "SQLITE_BUSY" });
    expect(performance.now() - started).toBeLessThan(1_000);
    other.exec("rollback");
    other.close();
    expect(await store.joinWaitlist(signup("after@example.com"))).toEqual({ status: "created", position: 1 });
    await store.close();
  });

  it("refuses to treat a garbage file as a database", async () => {
    database = await createTestDatabase("sqlite");
    writeFileSync(sqliteFilePath(database.config.dataDir), "not a database ".repeat(100));
    await expect(createStore(database.config)).rejects.toMatchObject({ code: "SQLITE_NOTADB" });
  });
});

describe.skipIf(!TEST_ENGINES.includes("postgres"))("PostgreSQL under load", () => {
  let database: TestDatabase;
  const stores: Store[] = [];
  beforeEach(async () => {
    database = await createTestDatabase("postgres");
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close();
    await database.dispose();
  });
  const open = async () => {
    const store = await createStore(database.config);
    stores.push(store);
    return store;
  };
  const query = async <T extends pg.QueryResultRow>(statement: string) => {
    const client = new pg.Client({ connectionString: database.config.databaseUrl });
    await client.connect();
    const { rows } = await client.query<T>(statement);
    await client.end();
    return rows;
  };

  it("sets statement, lock and idle-in-transaction timeouts on every connection", async () => {
    const { pool } = openPostgres({ url: database.config.databaseUrl! });
    try {
      const settings = await Promise.all(
        ["statement_timeout", "lock_timeout", "idle_in_transaction_session_timeout"].map(async (name) => (await pool.query(`show ${name}`)).rows[0]),
      );
      expect(settings).toEqual([{ statement_timeout: "5s" }, { lock_timeout: "3s" }, { idle_in_transaction_session_timeout: "10s" }]);
    } finally {
      await pool.end();
    }
  });

  it("groups concurrent sign-ups into one transaction per batch, gap-free", async () => {
    const store = await open();
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => store.joinWaitlist(signup(`batch${i}@example.com`))));
    expect(results.map((r) => r.position).sort((a, b) => a - b)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    // Every row inserted by one transaction shares its xmin: a handful of batches, not 300 transactions.
    const [row] = await query<{ transactions: number }>("select count(distinct xmin::text)::int as transactions from waitlist_entries");
    expect(row?.transactions).toBeLessThanOrEqual(10);
  });

  it("keeps positions gap-free and duplicates exact across three server processes", async () => {
    const processes = [await open(), await open(), await open()];
    const emails = Array.from({ length: 120 }, (_, i) => `shared${i}@example.com`);
    const attempts = emails.flatMap((email) => [email, email, email]).sort(() => Math.random() - 0.5);
    const results = await Promise.all(attempts.map((email, i) => processes[i % 3]!.joinWaitlist(signup(email)).then((r) => ({ email, ...r }))));
    expect(results.filter((r) => r.status === "created")).toHaveLength(120);
    const byEmail = new Map<string, Set<number>>();
    for (const r of results) byEmail.set(r.email, (byEmail.get(r.email) ?? new Set()).add(r.position));
    expect([...byEmail.values()].every((positions) => positions.size === 1)).toBe(true);
    const rows = await allRows(processes[0]!.readAll("waitlist"));
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 120 }, (_, i) => i + 1));
    for (const row of rows) expect(byEmail.get(row.email)).toEqual(new Set([row.position]));
  });

  it("answers a client over its limit from memory, without another database write", async () => {
    const store = await open();
    const rule = [{ key: "waitlist:203.0.113.50", limit: 2, windowMs: MINUTE_MS }];
    const now = Math.floor(1_700_000_000_000 / MINUTE_MS) * MINUTE_MS + 1_000;
    const verdicts: boolean[] = [];
    for (let i = 0; i < 10; i++) verdicts.push((await store.hitRateLimit(rule, now)).allowed);
    expect(verdicts).toEqual([true, true, false, false, false, false, false, false, false, false]);
    // This process saw the count reach the limit: the eight refusals never reached the database.
    expect(await query("select hits from rate_limits")).toEqual([{ hits: 2 }]);
  });

  it("shares one limit between two server processes", async () => {
    const [first, second] = [await open(), await open()];
    const rule = [{ key: "contact:203.0.113.51", limit: 4, windowMs: MINUTE_MS }];
    const now = Math.floor(1_700_000_000_000 / MINUTE_MS) * MINUTE_MS + 1_000;
    const verdicts: boolean[] = [];
    for (let i = 0; i < 12; i++) verdicts.push((await (i % 2 ? first : second)!.hitRateLimit(rule, now)).allowed);
    expect(verdicts.filter(Boolean)).toHaveLength(4);
    expect(verdicts.slice(0, 4)).toEqual([true, true, true, true]);
  });
});
