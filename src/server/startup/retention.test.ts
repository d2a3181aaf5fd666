import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createStore } from "../db";
import { DAY_MS } from "../db/rate-limit";
import { createLogger } from "../log";
import { allRows, createTestDatabase, type TestDatabase } from "@/test/server/test-database";
import { purgeOnce } from "./retention";

const NOW = Date.UTC(2027, 5, 1);

describe("the purge at server start", () => {
  let database: TestDatabase;
  const logs: Record<string, unknown>[] = [];
  const logger = createLogger("debug", (line) => logs.push(JSON.parse(line) as Record<string, unknown>));

  beforeEach(async () => {
    logs.length = 0;
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => database.dispose());

  it("deletes what RETENTION_DAYS no longer allows and logs the counts, never an address", async () => {
    const store = await createStore(database.config);
    await store.addContactMessage({ name: "A", email: "old@example.com", company: null, message: "m" }, new Date(NOW - 31 * DAY_MS));
    await store.addContactMessage({ name: "B", email: "new@example.com", company: null, message: "m" }, new Date(NOW - 29 * DAY_MS));
    await store.addDemoRequest({ email: "old@example.com", company: "C", message: null }, new Date(NOW - 40 * DAY_MS));
    await store.addFeedback({ path: "/docs/start/introduction", locale: "en", helpful: false, comment: "old@example.com asks" }, new Date(NOW - 31 * DAY_MS));

    await purgeOnce({ DATA_DIR: database.config.dataDir, DATABASE_URL: undefined, RETENTION_DAYS: 30 }, logger, () => NOW);

    expect((await allRows(store.readAll("contact"))).map((row) => row.email)).toEqual(["new@example.com"]);
    expect(await allRows(store.readAll("demo-requests"))).toEqual([]);
    expect(await allRows(store.readAll("feedback"))).toEqual([]);
    await store.close();
    expect(logs).toEqual([
      expect.objectContaining({
        level: "info",
        msg: "retention purge",
        retentionDays: 30,
        cutoff: new Date(NOW - 30 * DAY_MS).toISOString(),
        contactMessages: 1,
        demoRequests: 1,
        docsFeedback: 1,
        rateLimits: 0,
      }),
    ]);
    expect(JSON.stringify(logs)).not.toContain("@example.com");
  });

  it("logs a failure and lets the server go on", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "architech-no-db-"));
    try {
      await expect(purgeOnce({ DATA_DIR: empty, DATABASE_URL: undefined, RETENTION_DAYS: 365 }, logger, () => NOW)).resolves.toBeUndefined();
      expect(logs).toEqual([expect.objectContaining({ level: "error", msg: "retention purge failed", errorName: "ExportError" })]);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
