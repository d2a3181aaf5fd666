import { beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "../db/rate-limit";
import type { Store } from "../db/store";
import { allRows, TEST_ENGINES, useFreshStore } from "@/test/server/test-database";
import { describePurge, purgeExpired, retentionCutoff } from "./retention";

const NOW = Date.UTC(2027, 2, 15, 12, 0, 0);

describe("retentionCutoff", () => {
  it("is exactly the given number of days before now", () => {
    expect(retentionCutoff(NOW, 365).toISOString()).toBe("2026-03-15T12:00:00.000Z");
    expect(retentionCutoff(NOW, 1).getTime()).toBe(NOW - DAY_MS);
  });
});

describe("describePurge", () => {
  it("lists each table and says the waitlist is kept", () => {
    const lines = describePurge({ retentionDays: 365, cutoff: new Date(Date.UTC(2026, 2, 15, 12)), purge: { contact: 3, "demo-requests": 0, feedback: 41, rateLimits: 12 } });
    expect(lines).toEqual([
      "Deleted what is older than 365 days (created before 2026-03-15T12:00:00.000Z):",
      "  contact_messages     3",
      "  demo_requests        0",
      "  docs_feedback       41",
      "  rate_limits         12 (counters whose window was over)",
      "Waitlist entries are kept until erased (npm run erase -- <email>).",
    ]);
  });
});

describe.each(TEST_ENGINES)("purgeExpired on %s, on a clock the test sets", (engine) => {
  let store: Store;
  const at = (daysAgo: number, extraMs = 0) => new Date(NOW - daysAgo * DAY_MS + extraMs);
  const emails = async (kind: "waitlist" | "contact" | "demo-requests") => (await allRows(store.readAll(kind))).map((row) => row.email);

  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ store } = fresh());
  });

  const feedbackPaths = async () => (await allRows(store.readAll("feedback"))).map((row) => row.path);
  const answer = (path: string) => ({ path, locale: "en" as const, helpful: true, comment: null });

  it("deletes messages, demo requests and feedback once they are older than RETENTION_DAYS, and never the waitlist", async () => {
    await store.joinWaitlist({ email: "years-ago@example.com", language: "en", source: "landing" }, at(900));
    await store.addContactMessage({ name: "A", email: "old@example.com", company: null, message: "m" }, at(400));
    await store.addContactMessage({ name: "B", email: "almost@example.com", company: null, message: "m" }, at(365, 1));
    await store.addContactMessage({ name: "C", email: "recent@example.com", company: null, message: "m" }, at(10));
    await store.addDemoRequest({ email: "old@example.com", company: "X", message: null }, at(365, -1));
    await store.addDemoRequest({ email: "recent@example.com", company: "X", message: null }, at(1));
    await store.addFeedback(answer("/docs/old"), at(365, -1));
    await store.addFeedback(answer("/docs/almost"), at(365, 1));

    const first = await purgeExpired(store, { retentionDays: 365, now: NOW });
    expect(first.cutoff).toEqual(at(365));
    expect(first.purge).toEqual({ contact: 1, "demo-requests": 1, feedback: 1, rateLimits: 0 });
    expect(await emails("contact")).toEqual(["almost@example.com", "recent@example.com"]);
    expect(await emails("demo-requests")).toEqual(["recent@example.com"]);
    expect(await feedbackPaths()).toEqual(["/docs/almost"]);

    // A day later the message that was one millisecond short has aged out too.
    const nextDay = await purgeExpired(store, { retentionDays: 365, now: NOW + DAY_MS });
    expect(nextDay.purge).toEqual({ contact: 1, "demo-requests": 0, feedback: 1, rateLimits: 0 });
    expect(await emails("contact")).toEqual(["recent@example.com"]);
    expect(await feedbackPaths()).toEqual([]);

    // A shorter period takes effect at the next purge.
    expect((await purgeExpired(store, { retentionDays: 7, now: NOW })).purge).toEqual({ contact: 1, "demo-requests": 0, feedback: 0, rateLimits: 0 });
    expect(await emails("waitlist")).toEqual(["years-ago@example.com"]);
  });
});
