import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sqliteFilePath } from "../db/sqlite-file";
import { MIGRATIONS_ROOT } from "@/test/server/test-database";
import { openMaintenanceStore } from "./open-store";

describe("openMaintenanceStore on SQLite", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "architech-maintenance-"));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it("reports a database that does not exist and creates none (a wrong DATA_DIR must not look empty)", async () => {
    await expect(openMaintenanceStore({ dataDir }, { migrationsRoot: MIGRATIONS_ROOT })).rejects.toMatchObject({
      problem: "missing",
      message: `No database at ${sqliteFilePath(dataDir)}: nothing is stored there (check DATA_DIR).`,
    });
    expect(existsSync(sqliteFilePath(dataDir))).toBe(false);
  });

  it("brings an existing database's tables up to date before using it", async () => {
    new Database(sqliteFilePath(dataDir)).close();
    const store = await openMaintenanceStore({ dataDir }, { migrationsRoot: MIGRATIONS_ROOT });
    try {
      expect(await store.eraseEmails(["a@example.com"])).toMatchObject({ removed: { waitlist: 0, contact: 0, "demo-requests": 0 } });
      expect(await store.purge(new Date(), Date.now())).toEqual({ contact: 0, "demo-requests": 0, feedback: 0, rateLimits: 0 });
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("openMaintenanceStore on PostgreSQL", () => {
  it("names a database that does not exist", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/architech_no_such_database";
    await expect(openMaintenanceStore({ databaseUrl: url.toString(), dataDir: "" }, { migrationsRoot: MIGRATIONS_ROOT })).rejects.toMatchObject({ problem: "missing" });
  });
});
