import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "@/server/log";
import { createSiteHandler } from "@/server/site/site-handler";
import { createSiteServer } from "@/server/startup/http-server";
import { prepareSite } from "@/server/site/site";
import { nodeRoutes } from "@/test/server/node-routes";
import { allRows, installTestServer, TEST_ENGINES, TEST_SITE_URL, type TestServer } from "@/test/server/test-database";
import { apiCall } from "@/test/server/requests";
import { answerRow, SEED_ROW, TABLES, W, type HostileCase, type Table } from "@/test/hostile-inputs/case";
import { cases, moreRefusals } from "@/test/hostile-inputs/refusals";
import { accepted, limited, SEEDED, START } from "@/test/hostile-inputs/accepted";
import { rawHttp } from "@/test/hostile-inputs/raw-http";
import { feedbackAccepted, feedbackLimited, feedbackRefusals } from "@/test/hostile-inputs/feedback";
import { added, freshIp, paths, rawExchange, runCase, snapshot, viaHttp } from "@/test/hostile-inputs/run-case";
import { POST as contact } from "./contact";
import { POST as demoRequest } from "./demo-requests";
import { POST as feedback } from "./feedback";
import { POST as waitlist } from "./waitlist";

/**
 * Hostile and odd requests to the routes that store what a visitor sends (the three forms, the docs
 * answers and their completion), on every engine, each asserting the status, the body's code and
 * exactly what was stored or changed. Before each case one docs answer is stored: the one its
 * `answer` requests (PATCH /api/feedback/<id>) go to. Five tables, run in order:
 * - `cases`: refusals that must store nothing (the first 59 are the original table);
 * - `accepted`: unusual but legitimate requests, stored exactly once and normalised, an answer
 *   changed in place (or, for a filled honeypot, answered like a success and stored nowhere);
 * - `limited`: per-route minute and day limits, on a clock the test moves (some with the limits
 *   an environment sets, some across a restart);
 * - `viaHttp`: what only the site handler sees (methods a Fetch Request cannot carry);
 * - `rawHttp`: bytes through the server's HTTP layer (bodies Node cannot parse, repeated headers).
 * Every case sends from its own client address, so limits never leak from one case to another.
 */

const MESSAGES = { perMinute: 5, perDay: 20 };
const PRODUCTION = {
  production: true,
  limits: { waitlist: { perMinute: 60, perDay: 100 }, contact: MESSAGES, "demo-requests": MESSAGES, feedback: MESSAGES, "feedback-update": MESSAGES },
  bodyTimeoutMs: 1_500,
};

const HOSTILE_CASE_COUNT = { sqlite: 0, postgres: 0 };

describe.each(TEST_ENGINES)("hostile inputs on %s", (engine) => {
  const applies = (testCase: HostileCase) => !testCase.engines || testCase.engines.includes(engine);
  const refusals = [...cases, ...moreRefusals, ...feedbackRefusals].filter(applies);
  const acceptedHere = [...accepted, ...feedbackAccepted].filter(applies);
  const limitedHere = [...limited, ...feedbackLimited].filter(applies);
  const rawHere = rawHttp.filter((testCase) => !testCase.engines || testCase.engines.includes(engine));
  HOSTILE_CASE_COUNT[engine] = refusals.length + acceptedHere.length + limitedHere.length + viaHttp.length + rawHere.length;

  it("has at least 40 cases", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it("has at least 100 cases on this engine", () => {
    expect(HOSTILE_CASE_COUNT[engine]).toBeGreaterThanOrEqual(100);
  });

  describe("refused", () => {
    let server: TestServer;
    const clock = { now: START };
    beforeAll(async () => {
      server = await installTestServer(engine, { ...PRODUCTION, now: () => clock.now });
    });
    afterAll(async () => server.dispose());

    it.each(refusals)("$name → $status $code", (testCase) => runCase(server, clock, testCase));

    it("stored nothing from any of them, and changed no answer", async () => {
      expect(await allRows(server.store.readAll("waitlist"))).toEqual([]);
      expect(await allRows(server.store.readAll("contact"))).toEqual([]);
      expect(await allRows(server.store.readAll("demo-requests"))).toEqual([]);
      expect((await allRows(server.store.readAll("feedback"))).map(answerRow)).toEqual(refusals.map(() => SEED_ROW));
    });

    it("stores a valid but SQL-looking address verbatim, as data", async () => {
      const response = await waitlist(apiCall("/api/waitlist", { ...W, email: "x'--drop@evil.io" }));
      expect(response.status).toBe(201);
      expect((await allRows(server.store.readAll("waitlist"))).map((r) => r.email)).toEqual(["x'--drop@evil.io"]);
    });
  });

  describe("accepted, once and normalised", () => {
    let server: TestServer;
    const clock = { now: START };
    beforeAll(async () => {
      server = await installTestServer(engine, { ...PRODUCTION, now: () => clock.now });
      for (const email of SEEDED) await server.store.joinWaitlist({ email, language: "en", source: "seed" });
    });
    afterAll(async () => server.dispose());

    it.each(acceptedHere)("$name → $status", (testCase) => runCase(server, clock, testCase));

    it("holds exactly the seeded addresses and one row per accepted case", async () => {
      const expected = await snapshot(server.store);
      const wanted: Record<Table, string[]> = { waitlist: [...SEEDED], contact: [], "demo-requests": [], feedback: acceptedHere.map(() => SEED_ROW) };
      for (const testCase of acceptedHere) {
        for (const table of TABLES) {
          wanted[table].push(...(testCase.stores?.[table] ?? []));
          wanted[table] = added(testCase.replaces?.[table] ?? [], wanted[table]);
        }
      }
      for (const table of TABLES) expect(expected[table], table).toEqual(wanted[table].sort());
      const positions = (await allRows(server.store.readAll("waitlist"))).map((row) => row.position);
      expect(positions).toEqual(positions.map((_, i) => i + 1));
    });
  });

  describe("limited per route, per minute and per day", () => {
    let server: TestServer;
    const clock = { now: START };
    beforeAll(async () => {
      server = await installTestServer(engine, { ...PRODUCTION, now: () => clock.now });
    });
    afterAll(async () => server.dispose());

    it.each(limitedHere)("$name → $status", async (testCase) => {
      clock.now = START;
      await runCase(server, clock, testCase);
    });
  });

  describe("seen by the site handler only", () => {
    let http: Server;
    beforeAll(async () => {
      const page = (urlPath: string) => ({ urlPath, type: "text/html; charset=utf-8", html: true, identity: Buffer.from("<p>x</p>") });
      const handler = createSiteHandler({
        site: prepareSite([page("/not-found"), page("/fr/not-found")], { siteUrl: TEST_SITE_URL }),
        logger: createLogger("silent"),
        // Astro's adapter would turn these into a plain-text 500; it must never be reached.
        api: (_req, res) => {
          res.writeHead(500);
          res.end();
        },
      });
      http = createServer(handler);
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    });
    afterAll(async () => new Promise<void>((resolve) => http.close(() => resolve())));

    it.each(viaHttp)("$name → $status $code", async ({ method, path, status, code, allow }) => {
      const { port } = http.address() as AddressInfo;
      const reply = await new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, method, agent: false }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, body }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(reply.status).toBe(status);
      expect(JSON.parse(reply.body)).toMatchObject({ code });
      if (allow) expect(reply.allow).toBe(allow);
    });
  });

  describe("sent as raw bytes through the server's HTTP layer", () => {
    let server: TestServer;
    let http: Server;
    beforeAll(async () => {
      server = await installTestServer(engine, { ...PRODUCTION, trustProxy: true });
      const page = (urlPath: string) => ({ urlPath, type: "text/html; charset=utf-8", html: true, identity: Buffer.from("<p>x</p>") });
      const logger = createLogger("silent");
      const handler = createSiteHandler({
        site: prepareSite([page("/not-found"), page("/fr/not-found")], { siteUrl: TEST_SITE_URL }),
        logger,
        api: nodeRoutes({ [paths.waitlist]: waitlist, [paths.contact]: contact, [paths.demo]: demoRequest, "/api/feedback": feedback }),
      });
      http = createSiteServer(handler, logger).server;
      await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await server.dispose();
    });

    it.each(rawHere)("$name → $status $code", async (testCase) => {
      server.use();
      const before = await snapshot(server.store);
      const reply = await rawExchange((http.address() as AddressInfo).port, testCase.text, freshIp());
      expect(reply.status).toBe(testCase.status);
      expect(reply.headers.get("x-content-type-options")).toBe("nosniff");
      const json = JSON.parse(reply.body) as { code?: string; data?: unknown };
      if (testCase.code === null) expect(json.data).toBeTypeOf("object");
      else expect(json.code).toBe(testCase.code);
      const after = await snapshot(server.store);
      for (const table of TABLES) expect(added(before[table], after[table]), table).toEqual(testCase.stores?.[table] ?? []);
    });
  });
});
