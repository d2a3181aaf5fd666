import { mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { allRows, createTestDatabase, TEST_ENGINES, useFreshStore, type TestDatabase } from "@/test/server/test-database";
import { sqliteFilePath } from "../db/sqlite-file";
import type { Store } from "../db/store";
import { exportRows } from "./export-rows";
import { ExportError, openExportSource, postgresExportError, sqliteExportError } from "./export-source";

const signup = (email: string) => ({ email, language: "en" as const, source: "export" });

describe.each(TEST_ENGINES)("export source on %s", (engine) => {
  let database: TestDatabase;
  let store: Store;
  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ database, store } = fresh());
  });

  it("reads one snapshot: rows written while the export pages through are not in it", async () => {
    for (let i = 1; i <= 5; i++) await store.joinWaitlist(signup(`before${i}@example.com`));
    await store.addContactMessage({ name: "A", email: "a@b.co", company: null, message: "first" });
    const source = await openExportSource(database.config);
    try {
      const seen: number[] = [];
      for await (const row of source.readAll("waitlist", 2)) {
        seen.push(row.position);
        if (seen.length === 1) {
          // The server keeps taking sign-ups and messages meanwhile.
          for (let i = 1; i <= 3; i++) await store.joinWaitlist(signup(`during${i}@example.com`));
          await store.addContactMessage({ name: "B", email: "b@b.co", company: null, message: "second" });
        }
      }
      expect(seen).toEqual([1, 2, 3, 4, 5]);
      expect((await allRows(source.readAll("contact"))).map((row) => row.message)).toEqual(["first"]);
    } finally {
      await source.close();
    }
    expect(await allRows(store.readAll("waitlist"))).toHaveLength(8);
  });

  it("cannot write through its connection", async () => {
    const source = await openExportSource(database.config);
    try {
      expect(Object.keys(source).sort()).toEqual(["close", "readAll"]);
      const csv: string[] = [];
      for await (const chunk of exportRows(source, "waitlist", "csv")) csv.push(chunk);
      expect(csv).toEqual(["position,email,language,source,created_at\r\n"]);
    } finally {
      await source.close();
    }
  });
});

describe.each(TEST_ENGINES)("feedback export on %s", (engine) => {
  let database: TestDatabase;
  let store: Store;
  const fresh = useFreshStore(engine);
  beforeEach(() => {
    ({ database, store } = fresh());
  });

  const exported = async (format: "csv" | "json") => {
    const source = await openExportSource(database.config);
    try {
      let text = "";
      for await (const chunk of exportRows(source, "feedback", format)) text += chunk;
      return text;
    } finally {
      await source.close();
    }
  };

  it("gives each answer's page, language, yes or no and comment, oldest first, as CSV and as JSON", async () => {
    const first = new Date("2026-04-01T08:00:00.000Z");
    const second = new Date("2026-04-01T09:30:00.000Z");
    const no = await store.addFeedback({ path: "/fr/docs/guides/generation-in-ci", locale: "fr", helpful: false, comment: "=SUM(A1), il manque\nl'étape « build »" }, second);
    const yes = await store.addFeedback({ path: "/docs/start/introduction", locale: "en", helpful: true, comment: null }, first);

    expect((await exported("csv")).split("\r\n")).toEqual([
      "id,created_at,path,locale,helpful,comment",
      `${yes.id},2026-04-01T08:00:00.000Z,/docs/start/introduction,en,true,`,
      `${no.id},2026-04-01T09:30:00.000Z,/fr/docs/guides/generation-in-ci,fr,false,"'=SUM(A1), il manque\nl'étape « build »"`,
      "",
    ]);
    expect(JSON.parse(await exported("json"))).toEqual([
      { id: yes.id, created_at: "2026-04-01T08:00:00.000Z", path: "/docs/start/introduction", locale: "en", helpful: true, comment: null },
      { id: no.id, created_at: "2026-04-01T09:30:00.000Z", path: "/fr/docs/guides/generation-in-ci", locale: "fr", helpful: false, comment: "=SUM(A1), il manque\nl'étape « build »" },
    ]);
  });

  it("gives a vote completed later (a comment, a changed mind) as one line, as it now reads", async () => {
    const at = new Date("2026-04-01T08:00:00.000Z");
    const { id } = await store.addFeedback({ path: "/docs/reference/cli/new", locale: "en", helpful: true, comment: null }, at);
    expect(await store.updateFeedback(id, { comment: "The exit codes are missing." }, at)).toBe(true);
    expect(await store.updateFeedback(id, { helpful: false }, at)).toBe(true);

    expect((await exported("csv")).split("\r\n")).toEqual([
      "id,created_at,path,locale,helpful,comment",
      `${id},2026-04-01T08:00:00.000Z,/docs/reference/cli/new,en,false,The exit codes are missing.`,
      "",
    ]);
    expect(JSON.parse(await exported("json"))).toEqual([
      { id, created_at: "2026-04-01T08:00:00.000Z", path: "/docs/reference/cli/new", locale: "en", helpful: false, comment: "The exit codes are missing." },
    ]);
  });
});

describe("export source on SQLite: what goes wrong is named", () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase("sqlite");
  });
  afterEach(async () => database.dispose());

  it("opens the file read-only and changes nothing in it", async () => {
    const file = sqliteFilePath(database.config.dataDir);
    const before = statSync(file).mtimeMs;
    const source = await openExportSource(database.config);
    await allRows(source.readAll("contact"));
    await source.close();
    expect(statSync(file).mtimeMs).toBe(before);
  });

  it("says there is no database when there is none, and creates nothing", async () => {
    const empty = mkdtempSync(path.join(tmpdir(), "architech-export-empty-"));
    try {
      await expect(openExportSource({ dataDir: empty })).rejects.toMatchObject({ problem: "missing", message: expect.stringContaining("No database at") });
      await expect(openExportSource({ dataDir: path.join(empty, "nope") })).rejects.toMatchObject({ problem: "missing" });
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("says the database is locked when another process holds it exclusively", async () => {
    const holder = new Database(sqliteFilePath(database.config.dataDir));
    holder.pragma("locking_mode = exclusive");
    holder.exec("begin exclusive");
    try {
      await expect(openExportSource(database.config, { busyTimeoutMs: 50 })).rejects.toMatchObject({
        problem: "locked",
        message: expect.stringMatching(/locked by another process \(SQLITE_BUSY\)/),
      });
    } finally {
      holder.exec("rollback");
      holder.close();
    }
  });

  it("says the file is damaged when it is not a database", async () => {
    writeFileSync(sqliteFilePath(database.config.dataDir), "garbage ".repeat(200));
    await expect(openExportSource(database.config)).rejects.toMatchObject({
      problem: "corrupt",
      message: expect.stringMatching(/damaged or is not a SQLite database \(SQLITE_NOTADB\)/),
    });
  });

  it("names a permission problem (tests run as root, who reads everything: the mapping is checked directly)", () => {
    const denied = sqliteExportError(Object.assign(new Error("EACCES: permission denied"), { code: "EACCES" }), "/srv/data/site.db");
    expect(denied).toBeInstanceOf(ExportError);
    expect(denied).toMatchObject({ problem: "permission", message: expect.stringContaining("Cannot read the database at /srv/data/site.db (EACCES)") });
    expect(sqliteExportError(Object.assign(new Error("x"), { code: "SQLITE_CANTOPEN" }), "/f")).toMatchObject({ problem: "permission" });
    const other = new Error("something else");
    expect(sqliteExportError(other, "/f")).toBe(other);
  });
});

describe("export source on PostgreSQL: what goes wrong is named", () => {
  it("maps connection, authentication and missing-database failures", () => {
    expect(postgresExportError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }))).toMatchObject({ problem: "unreachable" });
    expect(postgresExportError(Object.assign(new Error("password authentication failed"), { code: "28P01" }))).toMatchObject({ problem: "permission" });
    expect(postgresExportError(Object.assign(new Error('database "x" does not exist'), { code: "3D000" }))).toMatchObject({ problem: "missing" });
    expect(postgresExportError(Object.assign(new Error("canceling statement due to lock timeout"), { code: "55P03" }))).toMatchObject({ problem: "locked" });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("reports a database that does not exist on a real server", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = "/architech_no_such_database";
    await expect(openExportSource({ databaseUrl: url.toString(), dataDir: "" })).rejects.toMatchObject({ problem: "missing" });
  });
});
