import { beforeEach, describe, expect, it, vi } from "vitest";
import { allRows, TEST_ENGINES, type TestDatabase, useFreshStore } from "@/test/server/test-database";
import { createStore } from ".";
import { DAY_MS, MINUTE_MS } from "./rate-limit";
import type { Store } from "./store";

/** One per-minute rule, as the sign-up route counts a client. */
const perMinute = (key: string, limit: number) => [{ key, limit, windowMs: MINUTE_MS }];

const signup = (email: string) => ({ email, language: "en" as const, source: "landing" });

describe.each(TEST_ENGINES)("store contract on %s", (engine) => {
  let database: TestDatabase;
  let store: Store;

  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ database, store } = fresh());
  });

  it("reports its engine and answers a ping", async () => {
    expect(store.engine).toBe(engine);
    await expect(store.ping()).resolves.toBeUndefined();
  });

  it("hands out positions 1, 2, 3 in sign-up order", async () => {
    expect(await store.peekNextPosition()).toBe(1);
    expect(await store.joinWaitlist(signup("a@example.com"))).toEqual({ status: "created", position: 1 });
    expect(await store.joinWaitlist(signup("b@example.com"))).toEqual({ status: "created", position: 2 });
    expect(await store.joinWaitlist({ email: "c@example.com", language: "fr", source: "for-teams" })).toEqual({
      status: "created",
      position: 3,
    });
    expect(await store.peekNextPosition()).toBe(4);
    const rows = await allRows(store.readAll("waitlist"));
    expect(rows.map((r) => [r.position, r.email, r.language, r.source])).toEqual([
      [1, "a@example.com", "en", "landing"],
      [2, "b@example.com", "en", "landing"],
      [3, "c@example.com", "fr", "for-teams"],
    ]);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("answers a duplicate with the existing position and changes nothing", async () => {
    await store.joinWaitlist(signup("a@example.com"));
    await store.joinWaitlist(signup("b@example.com"));
    expect(await store.joinWaitlist({ email: "a@example.com", language: "fr", source: "other" })).toEqual({
      status: "exists",
      position: 1,
    });
    const rows = await allRows(store.readAll("waitlist"));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ email: "a@example.com", language: "en", source: "landing" });
    expect(await store.joinWaitlist(signup("c@example.com"))).toEqual({ status: "created", position: 3 });
  });

  it("keeps positions gap-free when concurrent duplicates lose the race", async () => {
    const emails = Array.from({ length: 60 }, (_, i) => `user${i}@example.com`);
    const attempts = emails.flatMap((email) => [email, email, email]).sort(() => Math.random() - 0.5);
    const results = await Promise.all(attempts.map((email) => store.joinWaitlist(signup(email))));
    expect(results.filter((r) => r.status === "created")).toHaveLength(60);
    const rows = await allRows(store.readAll("waitlist"));
    expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect(new Set(rows.map((r) => r.email)).size).toBe(60);
  });

  it("does not burn a position when an insert fails, even amid concurrent sign-ups", async () => {
    // A NOT NULL violation stands in for any failure between allocating and inserting.
    const broken = { email: "broken@example.com", language: null, source: "landing" } as unknown as Parameters<Store["joinWaitlist"]>[0];
    const results = await Promise.allSettled([
      store.joinWaitlist(signup("a@example.com")),
      store.joinWaitlist(broken),
      store.joinWaitlist(signup("b@example.com")),
    ]);
    expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(await store.joinWaitlist(signup("c@example.com"))).toEqual({ status: "created", position: 3 });
    const rows = await allRows(store.readAll("waitlist"));
    // On PostgreSQL the two concurrent sign-ups may commit in either order.
    expect(rows.map((r) => r.position)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.email).sort()).toEqual(["a@example.com", "b@example.com", "c@example.com"]);
  });

  it("stays gap-free with two connections writing at once (two server processes)", async () => {
    const second = await createStore(database.config);
    try {
      const results = await Promise.all(
        Array.from({ length: 80 }, (_, i) => (i % 2 ? store : second).joinWaitlist(signup(`p${i % 50}@example.com`))),
      );
      expect(results.filter((r) => r.status === "created")).toHaveLength(50);
      const rows = await allRows(second.readAll("waitlist"));
      expect(rows.map((r) => r.position)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    } finally {
      await second.close();
    }
  });

  it("stores contact messages and demo requests exactly as given", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    const contact = await store.addContactMessage(
      { name: "Zoë 李", email: "zoe@example.com", company: null, message: "Bonjour,\nça marche ? 🚀 \"quoted\", =1+1" },
      at,
    );
    const demo = await store.addDemoRequest({ email: "cto@corp.example", company: "Corp", message: null }, at);
    expect(contact.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(demo.id).not.toBe(contact.id);
    expect(await allRows(store.readAll("contact"))).toEqual([
      {
        id: contact.id,
        name: "Zoë 李",
        email: "zoe@example.com",
        company: null,
        message: "Bonjour,\nça marche ? 🚀 \"quoted\", =1+1",
        createdAt: at,
      },
    ]);
    expect(await allRows(store.readAll("demo-requests"))).toEqual([
      { id: demo.id, email: "cto@corp.example", company: "Corp", message: null, createdAt: at },
    ]);
  });

  it("stores docs feedback answers as given, yes and no, with and without a comment, in creation order", async () => {
    const first = new Date("2026-01-02T03:04:05.678Z");
    const later = new Date("2026-01-02T03:04:06.000Z");
    const no = await store.addFeedback({ path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false, comment: "L'exemple « new » échoue ?\n=1+1 🚀" }, later);
    const yes = await store.addFeedback({ path: "/docs/start/introduction", locale: "en", helpful: true, comment: null }, first);
    expect(yes.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(no.id).not.toBe(yes.id);
    expect(await allRows(store.readAll("feedback"))).toEqual([
      { id: yes.id, path: "/docs/start/introduction", locale: "en", helpful: true, comment: null, createdAt: first },
      { id: no.id, path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false, comment: "L'exemple « new » échoue ?\n=1+1 🚀", createdAt: later },
    ]);
  });

  it("completes a docs feedback answer in place: a comment, then a changed mind, one row throughout", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    const since = new Date(at.getTime() - 1_000);
    const other = await store.addFeedback({ path: "/docs/start/installation", locale: "en", helpful: true, comment: null }, at);
    const { id } = await store.addFeedback({ path: "/fr/docs/reference/cli/new", locale: "fr", helpful: true, comment: null }, at);
    expect(await store.updateFeedback(id, { comment: "Il manque « --dry-run »\n=1+1 🚀" }, since)).toBe(true);
    expect(await store.updateFeedback(id, { helpful: false }, since)).toBe(true);
    const rows = await allRows(store.readAll("feedback"));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === id)).toEqual({ id, path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false, comment: "Il manque « --dry-run »\n=1+1 🚀", createdAt: at });
    expect(rows.find((row) => row.id === other.id)).toMatchObject({ helpful: true, comment: null });

    expect(await store.updateFeedback(id, { helpful: true, comment: null }, since)).toBe(true);
    expect((await allRows(store.readAll("feedback"))).find((row) => row.id === id)).toMatchObject({ helpful: true, comment: null, createdAt: at });
  });

  it("changes no docs feedback answer through an unknown id, a malformed one, or one stored before the window", async () => {
    const at = new Date("2026-01-02T03:04:05.678Z");
    const { id } = await store.addFeedback({ path: "/docs/start/introduction", locale: "en", helpful: true, comment: null }, at);
    const change = { comment: "late" };
    expect(await store.updateFeedback("3f2504e0-4f89-41d3-9a0c-0305e82c3301", change, at)).toBe(false);
    for (const malformed of ["", "x", id.toUpperCase(), `${id} `, "' or 1=1 --", `${id.slice(0, -1)}g`]) {
      expect(await store.updateFeedback(malformed, change, at), malformed).toBe(false);
    }
    expect(await store.updateFeedback(id, change, new Date(at.getTime() + 1))).toBe(false);
    expect((await allRows(store.readAll("feedback")))[0]).toMatchObject({ id, comment: null });
    expect(await store.updateFeedback(id, change, at)).toBe(true);
    expect((await allRows(store.readAll("feedback")))[0]).toMatchObject({ id, comment: "late" });
  });

  it("reads every row exactly once across pages", async () => {
    for (let i = 0; i < 7; i++) await store.joinWaitlist(signup(`r${i}@example.com`));
    const at = new Date("2026-03-01T00:00:00Z");
    // Same timestamp on purpose: the id breaks the tie so paging neither skips nor repeats.
    for (let i = 0; i < 5; i++) await store.addDemoRequest({ email: `d${i}@example.com`, company: "C", message: null }, at);
    expect((await allRows(store.readAll("waitlist", 2))).map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    const demos = await allRows(store.readAll("demo-requests", 2));
    expect(new Set(demos.map((r) => r.email)).size).toBe(5);
    for (let i = 0; i < 5; i++) await store.addFeedback({ path: `/docs/page-${i}`, locale: "en", helpful: i % 2 === 0, comment: null }, at);
    const answers = await allRows(store.readAll("feedback", 2));
    expect(new Set(answers.map((r) => r.path)).size).toBe(5);
  });

  it("limits each key per one-minute window and says when to retry", async () => {
    const start = 1_700_000_040_000; // 40 s into a window
    const windowStart = Math.floor(start / MINUTE_MS) * MINUTE_MS;
    for (let i = 0; i < 3; i++) expect((await store.hitRateLimit(perMinute("1.2.3.4", 3), start)).allowed).toBe(true);
    const blocked = await store.hitRateLimit(perMinute("1.2.3.4", 3), start + 1_000);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfterSeconds).toBe(Math.ceil((windowStart + MINUTE_MS - start - 1_000) / 1000));
    expect((await store.hitRateLimit(perMinute("5.6.7.8", 3), start + 1_000)).allowed).toBe(true);
    expect((await store.hitRateLimit(perMinute("1.2.3.4", 3), windowStart + MINUTE_MS)).allowed).toBe(true);
  });

  it("keeps a client's daily count across a restart", async () => {
    const midnight = Math.floor(1_700_000_000_000 / DAY_MS) * DAY_MS;
    const at = (minute: number) => midnight + minute * MINUTE_MS + 5_000;
    const rules = [
      { key: "contact:192.0.2.1", limit: 3, windowMs: MINUTE_MS },
      { key: "contact:192.0.2.1", limit: 5, windowMs: DAY_MS },
    ];
    const restart = async () => {
      await store.close();
      store = await createStore(database.config);
    };
    for (let i = 0; i < 3; i++) expect((await store.hitRateLimit(rules, at(0))).allowed).toBe(true);
    expect((await store.hitRateLimit(rules, at(0))).allowed).toBe(false);
    await restart();
    expect([(await store.hitRateLimit(rules, at(1))).allowed, (await store.hitRateLimit(rules, at(1))).allowed]).toEqual([true, true]);
    expect((await store.hitRateLimit(rules, at(1))).allowed).toBe(false);
    await restart();
    const dayFull = await store.hitRateLimit(rules, at(2));
    expect(dayFull.allowed).toBe(false);
    expect(dayFull.retryAfterSeconds).toBe((DAY_MS - 2 * MINUTE_MS - 5_000) / 1000);
    expect((await store.hitRateLimit([{ key: "contact:192.0.2.2", limit: 1, windowMs: DAY_MS }], at(2))).allowed).toBe(true);
    await restart();
    expect((await store.hitRateLimit(rules, midnight + DAY_MS)).allowed).toBe(true);
  });

  it("keeps a day's message budgets used up across a crash: each count is stored with its message", async () => {
    // SQLite's timer that writes counts within a second never fires here: only the rows' own commits count.
    if (engine === "sqlite") vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const now = Math.floor(Date.now() / DAY_MS) * DAY_MS + 12 * 60 * MINUTE_MS;
      const rules = (route: string) => [{ key: `${route}:192.0.2.30`, limit: 2, windowMs: DAY_MS }];
      const add = {
        contact: () => store.addContactMessage({ name: "Ada", email: "ada@example.com", company: null, message: "Hi" }),
        "demo-requests": () => store.addDemoRequest({ email: "ada@example.com", company: "Corp", message: null }),
        feedback: () => store.addFeedback({ path: "/docs", locale: "en", helpful: true, comment: null }),
      };
      for (const [route, addOne] of Object.entries(add)) {
        for (let i = 0; i < 2; i++) {
          expect((await store.hitRateLimit(rules(route), now)).allowed, route).toBe(true);
          await addOne();
        }
        expect((await store.hitRateLimit(rules(route), now)).allowed, route).toBe(false);
      }
      // The first store is never closed, as after a SIGKILL.
      const successor = await createStore(database.config);
      try {
        for (const route of Object.keys(add)) expect((await successor.hitRateLimit(rules(route), now)).allowed, route).toBe(false);
      } finally {
        await successor.close();
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it("closes cleanly, twice", async () => {
    await store.close();
    await expect(store.close()).resolves.toBeUndefined();
  });
});
