import { beforeEach, describe, expect, it } from "vitest";
import { allRows, TEST_ENGINES, type TestDatabase, useFreshStore } from "@/test/server/test-database";
import { createStore } from ".";
import { DAY_MS, MINUTE_MS } from "./rate-limit";
import type { Store } from "./store";

const signup = (email: string) => ({ email, language: "en" as const, source: "landing" });
const contact = (email: string) => ({ name: "N", email, company: null, message: "hello" });
const demo = (email: string) => ({ email, company: "C", message: null });
const answer = (comment: string | null) => ({ path: "/docs/start/introduction", locale: "en" as const, helpful: false, comment });

describe.each(TEST_ENGINES)("erasure and retention on %s", (engine) => {
  let database: TestDatabase;
  let store: Store;
  const waitlist = async () => (await allRows(store.readAll("waitlist"))).map((row) => [row.position, row.email]);

  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ database, store } = fresh());
  });

  it("removes an address from every table, moves the entries behind it up one place and continues the sequence", async () => {
    for (const email of ["a@example.com", "b@example.com", "c@example.com", "d@example.com"]) await store.joinWaitlist(signup(email));
    await store.addContactMessage(contact("b@example.com"));
    await store.addContactMessage(contact("b@example.com"));
    await store.addContactMessage(contact("a@example.com"));
    await store.addDemoRequest(demo("b@example.com"));
    await store.addDemoRequest(demo("c@example.com"));
    await store.addFeedback(answer("b@example.com wrote this, but feedback holds no address to erase by"));

    expect(await store.eraseEmails(["b@example.com"])).toEqual({ removed: { waitlist: 1, contact: 2, "demo-requests": 1 }, positions: [2], movedUp: 2 });
    expect(await waitlist()).toEqual([
      [1, "a@example.com"],
      [2, "c@example.com"],
      [3, "d@example.com"],
    ]);
    expect((await allRows(store.readAll("contact"))).map((row) => row.email)).toEqual(["a@example.com"]);
    expect((await allRows(store.readAll("demo-requests"))).map((row) => row.email)).toEqual(["c@example.com"]);
    expect(await allRows(store.readAll("feedback"))).toHaveLength(1);
    expect(await store.peekNextPosition()).toBe(4);
    expect(await store.joinWaitlist(signup("e@example.com"))).toEqual({ status: "created", position: 4 });
    expect(await store.joinWaitlist(signup("d@example.com"))).toEqual({ status: "exists", position: 3 });
    expect(await store.joinWaitlist(signup("b@example.com"))).toEqual({ status: "created", position: 5 });
  });

  it("removes several spellings of one person at once, each entry behind moving up by the places freed ahead of it", async () => {
    for (const email of ["a@x.co", "old-spelling@x.co", "b@x.co", "c@x.co", "new-spelling@x.co", "d@x.co"]) await store.joinWaitlist(signup(email));
    const erasure = await store.eraseEmails(["new-spelling@x.co", "old-spelling@x.co"]);
    expect(erasure).toEqual({ removed: { waitlist: 2, contact: 0, "demo-requests": 0 }, positions: [2, 5], movedUp: 3 });
    expect(await waitlist()).toEqual([
      [1, "a@x.co"],
      [2, "b@x.co"],
      [3, "c@x.co"],
      [4, "d@x.co"],
    ]);
    expect(await store.joinWaitlist(signup("e@x.co"))).toEqual({ status: "created", position: 5 });
  });

  it("erases the last entry and the only one", async () => {
    await store.joinWaitlist(signup("a@example.com"));
    await store.joinWaitlist(signup("b@example.com"));
    expect(await store.eraseEmails(["b@example.com"])).toMatchObject({ positions: [2], movedUp: 0 });
    expect(await store.eraseEmails(["a@example.com"])).toMatchObject({ positions: [1], movedUp: 0 });
    expect(await waitlist()).toEqual([]);
    expect(await store.joinWaitlist(signup("c@example.com"))).toEqual({ status: "created", position: 1 });
  });

  it("reports an address that is not there and changes nothing", async () => {
    await store.joinWaitlist(signup("a@example.com"));
    await store.addContactMessage(contact("a@example.com"));
    expect(await store.eraseEmails(["nobody@example.com"])).toEqual({ removed: { waitlist: 0, contact: 0, "demo-requests": 0 }, positions: [], movedUp: 0 });
    expect(await waitlist()).toEqual([[1, "a@example.com"]]);
    expect(await allRows(store.readAll("contact"))).toHaveLength(1);
    expect(await store.peekNextPosition()).toBe(2);
  });

  it("keeps positions gap-free while sign-ups from another server process arrive during the erasure", async () => {
    for (let i = 0; i < 40; i++) await store.joinWaitlist(signup(`early${i}@example.com`));
    const server = await createStore(database.config);
    try {
      const signups = Promise.all(Array.from({ length: 40 }, (_, i) => server.joinWaitlist(signup(`late${i}@example.com`))));
      const erasures = Promise.all([3, 17, 31].map((i) => store.eraseEmails([`early${i}@example.com`])));
      const [results, erased] = await Promise.all([signups, erasures]);
      expect(results.every((result) => result.status === "created")).toBe(true);
      expect(erased.map((erasure) => erasure.removed.waitlist)).toEqual([1, 1, 1]);
      const rows = await allRows(store.readAll("waitlist"));
      expect(rows.map((row) => row.position)).toEqual(Array.from({ length: 77 }, (_, i) => i + 1));
      expect(rows.filter((row) => row.email.startsWith("early"))).toHaveLength(37);
      expect(await server.joinWaitlist(signup("last@example.com"))).toEqual({ status: "created", position: 78 });
    } finally {
      await server.close();
    }
  });

  it("purges messages, demo requests and feedback created before the cutoff, never the waitlist", async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * DAY_MS);
    await store.joinWaitlist(signup("old@example.com"), day(0));
    await store.addContactMessage(contact("old@example.com"), day(0));
    await store.addContactMessage(contact("edge@example.com"), day(10));
    await store.addContactMessage(contact("new@example.com"), day(20));
    await store.addDemoRequest(demo("old@example.com"), day(1));
    await store.addDemoRequest(demo("new@example.com"), new Date(day(10).getTime() + 1));
    await store.addFeedback(answer("old"), new Date(day(10).getTime() - 1));
    await store.addFeedback(answer("edge"), day(10));
    const purged = await store.purge(day(10), day(30).getTime());
    expect(purged).toEqual({ contact: 1, "demo-requests": 1, feedback: 1, rateLimits: 0 });
    expect((await allRows(store.readAll("feedback"))).map((row) => row.comment)).toEqual(["edge"]);
    expect((await allRows(store.readAll("contact"))).map((row) => row.email)).toEqual(["edge@example.com", "new@example.com"]);
    expect((await allRows(store.readAll("demo-requests"))).map((row) => row.email)).toEqual(["new@example.com"]);
    expect(await waitlist()).toEqual([[1, "old@example.com"]]);
    expect(await store.purge(day(10), day(30).getTime())).toEqual({ contact: 0, "demo-requests": 0, feedback: 0, rateLimits: 0 });
  });

  it("purges the rate-limit counters whose day is over", async () => {
    const midnight = Math.floor(1_760_000_000_000 / DAY_MS) * DAY_MS;
    const rules = [{ key: "contact:192.0.2.50", limit: 20, windowMs: DAY_MS }];
    for (let i = 0; i < 20; i++) await store.hitRateLimit(rules, midnight + 1_000);
    // A restart writes SQLite's counts (PostgreSQL's are written at once).
    await store.close();
    store = await createStore(database.config);
    expect((await store.purge(new Date(0), midnight + 2 * MINUTE_MS)).rateLimits).toBe(0);
    expect((await store.hitRateLimit(rules, midnight + 3 * MINUTE_MS)).allowed).toBe(false);
    await store.close();
    store = await createStore(database.config);
    expect((await store.purge(new Date(0), midnight + DAY_MS)).rateLimits).toBe(1);
    expect((await store.hitRateLimit(rules, midnight + DAY_MS)).allowed).toBe(true);
  });
});
