import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "../src/server/db/rate-limit";
import type { Store } from "../src/server/db/store";
import { createStore } from "../src/server/db";
import { allRows, createTestDatabase, TEST_ENGINES, useFreshStore, type TestDatabase } from "../src/test/server/test-database";

const root = path.resolve(import.meta.dirname, "..");
const run = promisify(execFile);

/** Runs `npm run <name> -- args` as npm would (tsx), against the test database only. */
async function command(script: "erase" | "purge" | "export", args: string[], database: TestDatabase, extraEnv: Record<string, string> = {}) {
  const env = {
    PATH: process.env.PATH ?? "",
    ...(database.config.databaseUrl ? { DATABASE_URL: database.config.databaseUrl } : { DATA_DIR: database.config.dataDir }),
    ...extraEnv,
  };
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], { cwd: root, env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

// Each command is a new tsx process (a few seconds on a busy 2-core machine).
describe.each(TEST_ENGINES)("npm run erase and npm run purge on %s", { timeout: 60_000 }, (engine) => {
  let database: TestDatabase;
  let store: Store;
  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ database, store } = fresh());
  });

  it("erases an address while the server's store stays open, and says what it removed", async () => {
    for (const email of ["a@example.com", "ada@example.com", "b@example.com", "c@example.com"]) {
      await store.joinWaitlist({ email, language: "en", source: "landing" });
    }
    await store.addContactMessage({ name: "Ada", email: "ada@example.com", company: null, message: "Hello" });
    const erased = await command("erase", ["  ADA@Example.com "], database);
    expect(erased).toEqual({
      code: 0,
      stderr: "",
      stdout: [
        "Erased every row for ada@example.com:",
        "  waitlist_entries     1 (position 2; 2 entries behind it moved up one place)",
        "  contact_messages     1",
        "  demo_requests        0",
        "",
      ].join("\n"),
    });
    expect((await allRows(store.readAll("waitlist"))).map((row) => [row.position, row.email])).toEqual([
      [1, "a@example.com"],
      [2, "b@example.com"],
      [3, "c@example.com"],
    ]);
    expect(await store.joinWaitlist({ email: "d@example.com", language: "en", source: "landing" })).toEqual({ status: "created", position: 4 });
  });

  it("says when an address is not there", async () => {
    expect(await command("erase", ["nobody@example.com"], database)).toMatchObject({
      code: 0,
      stdout: "Nothing to erase: no row holds nobody@example.com (waitlist_entries, contact_messages, demo_requests checked).\n",
    });
  });

  it("purges what is older than RETENTION_DAYS and reports it", async () => {
    const now = Date.now();
    await store.addContactMessage({ name: "Old", email: "old@example.com", company: null, message: "m" }, new Date(now - 100 * DAY_MS));
    await store.addContactMessage({ name: "New", email: "new@example.com", company: null, message: "m" }, new Date(now - DAY_MS));
    await store.addFeedback({ path: "/docs/start/introduction", locale: "en", helpful: true, comment: null }, new Date(now - 31 * DAY_MS));
    const purged = await command("purge", [], database, { RETENTION_DAYS: "30" });
    expect(purged.code).toBe(0);
    const [heading, ...rows] = purged.stdout.split("\n");
    expect(heading).toMatch(/^Deleted what is older than 30 days \(created before \d{4}-\d\d-\d\dT[\d:.]+Z\):$/);
    expect(rows).toEqual([
      "  contact_messages     1",
      "  demo_requests        0",
      "  docs_feedback        1",
      "  rate_limits          0 (counters whose window was over)",
      "Waitlist entries are kept until erased (npm run erase -- <email>).",
      "",
    ]);
    expect((await allRows(store.readAll("contact"))).map((row) => row.email)).toEqual(["new@example.com"]);
    expect(await allRows(store.readAll("feedback"))).toEqual([]);
  });
});

describe("what the commands refuse before opening the database", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => database.dispose());

  it("refuses what is not an address, a missing one and a bad RETENTION_DAYS", async () => {
    expect(await command("erase", ["nobody"], database)).toMatchObject({ code: 2, stderr: expect.stringContaining('"nobody" is not an email address') });
    expect(await command("erase", [], database)).toMatchObject({ code: 2, stderr: "Usage: npm run erase -- <email>\n" });
    expect(await command("purge", [], database, { RETENTION_DAYS: "0" })).toMatchObject({ code: 2, stderr: expect.stringContaining("RETENTION_DAYS must be at least 1 day") });
  }, 60_000);

  it("refuses an export to an empty --out instead of printing the rows to the terminal", async () => {
    const store = await createStore(database.config);
    await store.addContactMessage({ name: "Ada", email: "private@example.com", company: null, message: "Personal" });
    await store.close();
    for (const args of [["contact", "--out", ""], ["contact", "--out="], ["contact", "--out", "  "], ["contact", "--format", "json", "--out", ""]]) {
      const result = await command("export", args, database);
      expect(result, args.join(" ")).toMatchObject({ code: 2, stdout: "", stderr: expect.stringContaining("--out needs a file name") });
      expect(result.stderr).not.toContain("private@example.com");
    }
    // Without --out the rows go to standard output, as asked.
    expect((await command("export", ["contact"], database)).stdout).toContain("private@example.com");
  }, 60_000);
});
