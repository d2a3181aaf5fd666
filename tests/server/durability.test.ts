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

const DAY_MS = 86_400_000;
/** The limited routes, each with a valid body that differs per request. */
const LIMITED = [
  { path: "/api/contact", body: (i: number) => ({ name: "Budget", email: `budget${i}@durability.test`, message: "Hello" }) },
  { path: "/api/demo-requests", body: (i: number) => ({ email: `budget${i}@durability.test`, company: "Budget" }) },
  { path: "/api/feedback", body: (i: number) => ({ path: "/docs/start/introduction", locale: "en", helpful: i % 2 === 0, comment: null }) },
  { path: "/api/waitlist", body: (i: number) => ({ email: `budget${i}@durability.test`, language: "en", source: "durability" }) },
];

describe("durability of the daily budgets (SQLite, real server, SIGKILL)", () => {
  it("still refuses a client that used up its day on every route after kill -9 and a restart", async () => {
    // A day's budget ends at UTC midnight: a run straddling it would rightly see a fresh day.
    const untilMidnight = DAY_MS - (Date.now() % DAY_MS);
    if (untilMidnight < 120_000) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
    // Only the daily limits, at 20: a burst of 20 fits no per-minute limit of the defaults.
    const env = { DATA_DIR: tempDataDir(), RATE_LIMITS: "on", MESSAGE_LIMIT_PER_MINUTE: "0", MESSAGE_LIMIT_PER_DAY: "20", RATE_LIMIT_PER_MINUTE: "0", WAITLIST_LIMIT_PER_DAY: "20" };
    const server = await startServer(env);
    // Each route's requests one after another, the routes side by side.
    const statuses = async (target: RunningServer, from: number, count: number, routes = LIMITED) =>
      Object.fromEntries(
        await Promise.all(
          routes.map(async ({ path: route, body }) => {
            const answers: number[] = [];
            for (let i = from; i < from + count; i++) answers.push((await postJson(target, route, body(i))).status);
            return [route, answers] as const;
          }),
        ),
      );
    const everyRoute = (answers: number[], routes = LIMITED) => Object.fromEntries(routes.map(({ path: route }) => [route, answers]));
    // Each route's code loaded first (a 415 counts against no budget), so what follows is quick:
    // well within the second the counts of messages once waited in memory before being written.
    for (const { path: route } of LIMITED) expect((await postJson(server, route, {}, { "content-type": "text/plain" })).status).toBe(415);
    const dayFull = [...Array<number>(20).fill(201), 429];
    // The waitlist first: a sign-up's commit writes every count admitted before it, messages' too.
    const [messages, waitlist] = [LIMITED.slice(0, 3), LIMITED.slice(3)];
    expect(await statuses(server, 0, 21, waitlist)).toEqual(everyRoute(dayFull, waitlist));
    const started = performance.now();
    expect(await statuses(server, 0, 21, messages)).toEqual(everyRoute(dayFull, messages));
    server.process.kill("SIGKILL");
    console.info(`durability: daily message budgets used up and the server killed ${Math.round(performance.now() - started)} ms after the first message`);
    expect((await server.exited).signal).toBe("SIGKILL");

    const restarted = await startServer(env);
    try {
      expect(await statuses(restarted, 21, 1)).toEqual(everyRoute([429]));
    } finally {
      expect((await stopServer(restarted)).code).toBe(0);
    }
  }, 300_000);
});
