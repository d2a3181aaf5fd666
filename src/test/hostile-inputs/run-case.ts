import { connect } from "node:net";
import { expect } from "vitest";
import { parseEnv } from "@/env";
import { installServerContext, limitsFromEnv } from "@/server/context";
import type { Store } from "@/server/db/store";
import { ALL as contactOther, POST as contact } from "@/server/http/routes/contact";
import { ALL as demoOther, POST as demoRequest } from "@/server/http/routes/demo-requests";
import { ALL as feedbackOther, POST as feedback } from "@/server/http/routes/feedback";
import { ALL as answerOther, PATCH as answer } from "@/server/http/routes/feedback-answer";
import { ALL as waitlistOther, POST as waitlist } from "@/server/http/routes/waitlist";
import { allRows, type TestServer } from "@/test/server/test-database";
import { apiCall } from "@/test/server/requests";
import { answerRow, SEED_ANSWER, TABLES, type CaseRun, type HostileCase, type Route, type Table } from "./case";
import { feedbackViaHttp } from "./feedback";

// How hostile-inputs.test.ts sends a case and checks what it stored: the routes by name, a fresh
// client address per case, snapshots of every table before and after.

const handlers = { waitlist, contact, demo: demoRequest, feedback, answer };
const otherMethods = { waitlist: waitlistOther, contact: contactOther, demo: demoOther, feedback: feedbackOther, answer: answerOther };
export const paths = { waitlist: "/api/waitlist", contact: "/api/contact", demo: "/api/demo-requests", feedback: "/api/feedback", answer: "/api/feedback/" };
const ownMethod = (route: Route) => (route === "answer" ? "PATCH" : "POST");

export const viaHttp: { name: string; method: string; path: string; status: number; code: string; allow?: string }[] = [
  { name: "TRACE on the waitlist", method: "TRACE", path: "/api/waitlist", status: 405, code: "method_not_allowed", allow: "POST" },
  { name: "TRACE on contact, with a query", method: "TRACE", path: "/api/contact?x=1", status: 405, code: "method_not_allowed", allow: "POST" },
  { name: "TRACE on health", method: "TRACE", path: "/api/health", status: 405, code: "method_not_allowed", allow: "GET, HEAD" },
  { name: "TRACE on an unknown API path", method: "TRACE", path: "/api/admin", status: 404, code: "not_found" },
  ...feedbackViaHttp,
];

/** Sends `text` on a new connection from `ip` (as X-Forwarded-For, which the server trusts here) and reads until the server closes it. */
export function rawExchange(port: number, text: string, ip: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  const lineEnd = text.indexOf("\r\n");
  const withIp = `${text.slice(0, lineEnd)}\r\nX-Forwarded-For: ${ip}${text.slice(lineEnd)}`;
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(withIp));
    let data = "";
    const timer = setTimeout(() => socket.destroy(new Error(`no answer and no close within 5 s; received ${JSON.stringify(data)}`)), 5_000);
    socket.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      clearTimeout(timer);
      const [head = "", body = ""] = data.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

/** Rows by table, as multisets of emails (docs answers, which hold none, as `answerRow` writes them). */
export async function snapshot(store: Store): Promise<Record<Table, string[]>> {
  const emails = async (table: Exclude<Table, "feedback">) => (await allRows(store.readAll(table))).map((row) => row.email).sort();
  const answers = (await allRows(store.readAll("feedback"))).map(answerRow).sort();
  return { waitlist: await emails("waitlist"), contact: await emails("contact"), "demo-requests": await emails("demo-requests"), feedback: answers };
}

export function added(before: string[], after: string[]): string[] {
  const left = [...before];
  return after.filter((email) => {
    const i = left.indexOf(email);
    if (i >= 0) left.splice(i, 1);
    return i < 0;
  });
}

let nextClient = 0;
/** A fresh client address per case (TEST-NET and benchmark ranges). */
export const freshIp = () => `198.18.${Math.floor(nextClient / 250)}.${(nextClient++ % 250) + 1}`;

async function send(route: Route, { method = ownMethod(route), body, raw, headers }: Pick<HostileCase, "method" | "body" | "raw" | "headers">, ip: string, answerId: string): Promise<Response> {
  const path = route === "answer" ? `${paths.answer}${answerId}` : paths[route];
  const call = apiCall(path, body, { raw: typeof raw === "function" ? raw() : raw, headers, method, ip });
  return method === ownMethod(route) ? handlers[route](call) : otherMethods[route](call);
}

export async function runCase(server: TestServer, clock: { now: number }, testCase: HostileCase): Promise<void> {
  const ip = freshIp();
  const { id: answerId } = await server.store.addFeedback(SEED_ANSWER, new Date(clock.now));
  const run: CaseRun = {
    server,
    ip,
    answerId,
    send: (route, body, headers) => send(route, { body, headers }, ip, answerId),
    advance: (ms) => (clock.now += ms),
  };
  const startedAt = clock.now;
  try {
    if (testCase.env) installServerContext({ ...server.context, config: { ...server.context.config, limits: limitsFromEnv(parseEnv(testCase.env)) } });
    await testCase.setup?.(run);
    const before = await snapshot(server.store);
    const response = await send(testCase.route, testCase, ip, testCase.answerId ?? answerId);
    server.use();
    const text = await response.text();
    expect(response.status).toBe(testCase.status);
    expect(text).not.toMatch(/stack|\bat .*\.(ts|js)/i);
    const json = JSON.parse(text) as { error?: string; code?: string; data?: Record<string, unknown> };
    if (testCase.code === null) {
      expect(json.code).toBeUndefined();
      expect(json.data).toBeTypeOf("object");
    } else {
      expect(json.code).toBe(testCase.code);
      expect(typeof json.error).toBe("string");
    }
    if (testCase.data) expect(json.data).toMatchObject(testCase.data);
    if (testCase.retryAfter !== undefined) expect(Number(response.headers.get("retry-after"))).toBe(testCase.retryAfter);
    if (testCase.status === 429) expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    const after = await snapshot(server.store);
    for (const table of TABLES) {
      expect(added(before[table], after[table]), table).toEqual(testCase.stores?.[table] ?? []);
      expect(added(after[table], before[table]), `${table}, changed`).toEqual(testCase.replaces?.[table] ?? []);
    }
  } finally {
    server.use();
    clock.now = Math.max(clock.now, startedAt);
  }
}
