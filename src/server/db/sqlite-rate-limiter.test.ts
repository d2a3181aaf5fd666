import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestDatabase, type TestDatabase } from "@/test/server/test-database";
import { createStore } from ".";
import { DAY_MS, MINUTE_MS } from "./rate-limit";
import { RATE_LIMIT_FLUSH_MS } from "./sqlite-rate-limiter";
import { sqliteFilePath } from "./sqlite-file";
import type { Store } from "./store";

const NOW = Math.floor(1_750_000_000_000 / DAY_MS) * DAY_MS + 30 * MINUTE_MS + 10_000;
const perDay = (key: string, limit: number) => [{ key, limit, windowMs: DAY_MS }];

describe("SQLite rate-limit counters in the database", () => {
  let database: TestDatabase;
  let store: Store;
  let others: Store[];
  const rows = () => {
    const client = new Database(sqliteFilePath(database.config.dataDir), { readonly: true });
    try {
      return client.prepare("select key, window_start as windowStart, hits from rate_limits order by key").all();
    } finally {
      client.close();
    }
  };
  const another = async () => {
    const opened = await createStore(database.config);
    others.push(opened);
    return opened;
  };

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    database = await createTestDatabase("sqlite");
    store = await createStore(database.config);
    others = [];
  });
  afterEach(async () => {
    vi.useRealTimers();
    for (const opened of others) await opened.close();
    await store.close();
    await database.dispose();
  });

  it("writes admitted hits within a second, so a killed server's successor still limits", async () => {
    for (let i = 0; i < 2; i++) expect((await store.hitRateLimit(perDay("waitlist:203.0.113.5", 2), NOW)).allowed).toBe(true);
    expect(rows()).toEqual([]);
    vi.advanceTimersByTime(RATE_LIMIT_FLUSH_MS);
    expect(rows()).toEqual([{ key: `w${DAY_MS}:waitlist:203.0.113.5`, windowStart: NOW - 30 * MINUTE_MS - 10_000, hits: 2 }]);
    // The first store is never closed: as after a SIGKILL.
    const successor = await another();
    expect((await successor.hitRateLimit(perDay("waitlist:203.0.113.5", 2), NOW + MINUTE_MS)).allowed).toBe(false);
  });

  it("counts refused requests nowhere, in memory or in the database", async () => {
    const rule = perDay("contact:203.0.113.6", 1);
    expect((await store.hitRateLimit(rule, NOW)).allowed).toBe(true);
    for (let i = 0; i < 5; i++) expect((await store.hitRateLimit(rule, NOW)).allowed).toBe(false);
    await store.close();
    expect(rows()).toMatchObject([{ hits: 1 }]);
  });

  it("never lowers a count another run wrote in the same window, and restarts a count in a new one", async () => {
    const rule = perDay("contact:203.0.113.7", 10);
    const older = await another();
    // Both runs read the key before either wrote it: each counts on its own.
    for (let i = 0; i < 4; i++) await older.hitRateLimit(rule, NOW);
    await store.hitRateLimit(rule, NOW);
    await older.close();
    await store.close();
    expect(rows()).toMatchObject([{ hits: 4 }]);
    store = await createStore(database.config);
    await store.hitRateLimit(rule, NOW + DAY_MS);
    await store.close();
    expect(rows()).toMatchObject([{ windowStart: NOW - 30 * MINUTE_MS - 10_000 + DAY_MS, hits: 1 }]);
  });

  it("keeps daily counts only: a minute's count lives in memory", async () => {
    await store.hitRateLimit([{ key: "waitlist:203.0.113.8", limit: 5, windowMs: MINUTE_MS }, ...perDay("waitlist:203.0.113.8", 5)], NOW);
    vi.advanceTimersByTime(RATE_LIMIT_FLUSH_MS);
    expect(rows()).toMatchObject([{ key: `w${DAY_MS}:waitlist:203.0.113.8`, hits: 1 }]);
  });

  it("sweeps the rows of days that are over when it writes", async () => {
    await store.hitRateLimit(perDay("waitlist:203.0.113.8", 5), NOW);
    await store.hitRateLimit(perDay("waitlist:203.0.113.9", 5), NOW + 2 * MINUTE_MS);
    vi.advanceTimersByTime(RATE_LIMIT_FLUSH_MS);
    expect(rows()).toHaveLength(2);
    await store.hitRateLimit(perDay("waitlist:203.0.113.10", 5), NOW + DAY_MS + 2 * MINUTE_MS);
    vi.advanceTimersByTime(RATE_LIMIT_FLUSH_MS);
    expect(rows()).toMatchObject([{ key: `w${DAY_MS}:waitlist:203.0.113.10` }]);
  });

  it("writes the counts of admitted sign-ups in the sign-ups' own commit", async () => {
    const rule = perDay("waitlist:203.0.113.12", 5);
    expect((await store.hitRateLimit(rule, NOW)).allowed).toBe(true);
    await store.joinWaitlist({ email: "counted@example.com", language: "en", source: "landing" });
    // No timer has fired: the batch's transaction wrote the count.
    expect(rows()).toMatchObject([{ key: `w${DAY_MS}:waitlist:203.0.113.12`, hits: 1 }]);
  });

  it("writes the counts of admitted messages, demo requests and feedback answers in the row's own commit", async () => {
    const ip = "203.0.113.13";
    for (const route of ["contact", "demo-requests", "feedback"]) expect((await store.hitRateLimit(perDay(`${route}:${ip}`, 5), NOW)).allowed).toBe(true);
    await store.addContactMessage({ name: "Ada", email: "ada@example.com", company: null, message: "Hi" });
    // No timer has fired: the message's transaction wrote every count admitted before it.
    expect(rows()).toMatchObject(["contact", "demo-requests", "feedback"].map((route) => ({ key: `w${DAY_MS}:${route}:${ip}`, hits: 1 })));
    expect((await store.hitRateLimit(perDay(`demo-requests:${ip}`, 5), NOW)).allowed).toBe(true);
    await store.addDemoRequest({ email: "ada@example.com", company: "Corp", message: null });
    expect(rows()).toContainEqual(expect.objectContaining({ key: `w${DAY_MS}:demo-requests:${ip}`, hits: 2 }));
    expect((await store.hitRateLimit(perDay(`feedback:${ip}`, 5), NOW)).allowed).toBe(true);
    await store.addFeedback({ path: "/docs", locale: "en", helpful: true, comment: null });
    expect(rows()).toContainEqual(expect.objectContaining({ key: `w${DAY_MS}:feedback:${ip}`, hits: 2 }));
  });

  it("keeps the counts pending when a message cannot be stored, and writes them with the next one", async () => {
    const message = { name: "Ada", email: "ada@example.com", company: null, message: "Hi" };
    expect((await store.hitRateLimit(perDay("contact:203.0.113.14", 5), NOW)).allowed).toBe(true);
    const holder = new Database(sqliteFilePath(database.config.dataDir));
    holder.exec("begin immediate");
    try {
      await expect(store.addContactMessage(message)).rejects.toThrow(/locked|busy/i);
    } finally {
      holder.exec("rollback");
      holder.close();
    }
    expect(rows()).toEqual([]);
    await store.addContactMessage(message);
    expect(rows()).toMatchObject([{ key: `w${DAY_MS}:contact:203.0.113.14`, hits: 1 }]);
  });

  it("keeps the counts in memory when another process holds the write lock, and writes them later", async () => {
    await store.hitRateLimit(perDay("contact:203.0.113.11", 5), NOW);
    const holder = new Database(sqliteFilePath(database.config.dataDir));
    holder.exec("begin immediate");
    try {
      vi.advanceTimersByTime(RATE_LIMIT_FLUSH_MS);
      expect((await store.hitRateLimit(perDay("contact:203.0.113.11", 2), NOW)).allowed).toBe(true);
      expect((await store.hitRateLimit(perDay("contact:203.0.113.11", 2), NOW)).allowed).toBe(false);
    } finally {
      holder.exec("rollback");
      holder.close();
    }
    vi.advanceTimersByTime(RATE_LIMIT_FLUSH_MS);
    expect(rows()).toMatchObject([{ hits: 2 }]);
  });
});
