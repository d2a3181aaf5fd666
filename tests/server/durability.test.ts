import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { postJson, removeTempDataDirs, startServer, stopServer, tempDataDir, type RunningServer } from "./server-process";

const RUNS = 5;
const WRITERS = 8;

/**
 * Signs up distinct emails from several loops, kills the server with SIGKILL once at least
 * `minAcknowledged` sign-ups were answered (or after `maxMs`), at a random moment mid-traffic,
 * and returns what was acknowledged.
 */
async function signUpUntilKilled(server: RunningServer, run: number, minAcknowledged: number, maxMs = 15_000) {
  const acknowledged = new Map<string, number>();
  let stop = false;
  const started = Date.now();
  const killer = (async () => {
    while (acknowledged.size < minAcknowledged && Date.now() - started < maxMs) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 200));
    server.process.kill("SIGKILL");
    stop = true;
  })();
  let counter = 0;
  const writer = async (id: number) => {
    while (!stop) {
      const email = `run${run}-w${id}-${counter++}@durability.test`;
      try {
        const response = await postJson(server, "/api/waitlist", { email, language: "en", source: "durability" });
        if (response.status === 201) {
          const body = (await response.json()) as { data: { position: number } };
          acknowledged.set(email, body.data.position);
        }
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  };
  await Promise.all([killer, ...Array.from({ length: WRITERS }, (_, i) => writer(i))]);
  await server.exited;
  return acknowledged;
}

afterAll(removeTempDataDirs);

describe("durability of acknowledged sign-ups (SQLite, real server, SIGKILL)", () => {
  it(`keeps every acknowledged sign-up across ${RUNS} kill -9 and restart cycles`, async () => {
    const dataDir = tempDataDir();
    expect(existsSync(dataDir)).toBe(false);
    const allAcknowledged = new Map<string, number>();
    const perRun: number[] = [];

    for (let run = 1; run <= RUNS; run++) {
      const server = await startServer({ DATA_DIR: dataDir });
      // A fresh clone's first start creates the database by itself.
      expect(existsSync(path.join(dataDir, "site.db"))).toBe(true);
      const acknowledged = await signUpUntilKilled(server, run, 100 + run * 50);
      expect(acknowledged.size).toBeGreaterThan(0);
      perRun.push(acknowledged.size);
      for (const [email, position] of acknowledged) allAcknowledged.set(email, position);

      // Read the file the way a restarted server would, after the crash.
      const db = new Database(path.join(dataDir, "site.db"));
      const rows = db.prepare("select email, position from waitlist_entries order by position").all() as {
        email: string;
        position: number;
      }[];
      db.close();
      const stored = new Map(rows.map((r) => [r.email, r.position]));
      for (const [email, position] of allAcknowledged) expect(stored.get(email), email).toBe(position);
      // Crash or not, positions stay 1..N with no gap.
      expect(rows.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    }

    // And the restarted server carries on from there.
    const server = await startServer({ DATA_DIR: dataDir });
    const next = await postJson(server, "/api/waitlist", { email: "after@durability.test", language: "fr", source: "durability" });
    expect(next.status).toBe(201);
    const db = new Database(path.join(dataDir, "site.db"), { readonly: true });
    const count = (db.prepare("select count(*) as n from waitlist_entries").get() as { n: number }).n;
    db.close();
    expect(((await next.json()) as { data: { position: number } }).data.position).toBe(count);
    const { code } = await stopServer(server);
    expect(code).toBe(0);
    console.info(`durability: ${RUNS} SIGKILL runs, acknowledged per run ${perRun.join(", ")}, ${allAcknowledged.size} in total, all present`);
  }, 600_000);
});
