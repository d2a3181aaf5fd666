import type { Feedback } from "@/domain/forms/feedback";
import { FEEDBACK_EDIT_WINDOW_MS } from "@/domain/forms/feedback-update";
import { MINUTE_MS } from "@/server/db/rate-limit";
import { answerRow, bodyOfBytes, brokenStream, chunked, F, MAX_BODY, MB, SEED_ANSWER, SEED_ROW, withBytes, type CaseRun, type HostileCase } from "./case";

// The docs answers: `feedback` stores one at the reader's Yes or No (POST /api/feedback), `answer`
// completes the one stored before the case (PATCH /api/feedback/<id>).

const UNKNOWN_ID = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const row = (changes: Partial<Feedback>) => answerRow({ ...SEED_ANSWER, ...changes });
/** The case's answer, completed: stored as `changes` say, in place of the answer as it was. */
const changed = (changes: Partial<Feedback>) => ({ stores: { feedback: [row(changes)] }, replaces: { feedback: [SEED_ROW] } });
const stored = (answer: typeof F & { comment?: string | null }) => ({ stores: { feedback: [answerRow({ comment: null, ...answer })] } });

export const feedbackRefusals: HostileCase[] = [
  // Pages the build does not make, in any spelling
  { name: "answer on a made-up docs page", route: "feedback", body: { ...F, path: "/docs/start/made-up" }, status: 400, code: "validation_failed" },
  { name: "answer on the docs home, which asks nothing", route: "feedback", body: { ...F, path: "/docs" }, status: 400, code: "validation_failed" },
  { name: "answer on a real page in the other language", route: "feedback", body: { ...F, locale: "fr" }, status: 400, code: "validation_failed" },
  { name: "answer on a French page said to be English", route: "feedback", body: { ...F, path: "/fr/docs/start/introduction" }, status: 400, code: "validation_failed" },
  { name: "answer on a page with a trailing slash", route: "feedback", body: { ...F, path: "/docs/start/introduction/" }, status: 400, code: "validation_failed" },
  { name: "answer on a page with a query", route: "feedback", body: { ...F, path: "/docs/start/introduction?utm=x" }, status: 400, code: "validation_failed" },
  { name: "answer on a page with a fragment", route: "feedback", body: { ...F, path: "/docs/start/introduction#top" }, status: 400, code: "validation_failed" },
  { name: "answer on a page in upper case", route: "feedback", body: { ...F, path: "/docs/Start/Introduction" }, status: 400, code: "validation_failed" },
  { name: "answer on a path climbing out of the docs", route: "feedback", body: { ...F, path: "/docs/../privacy" }, status: 400, code: "validation_failed" },
  { name: "answer on a full URL", route: "feedback", body: { ...F, path: "https://thearchitech.test/docs/start/introduction" }, status: 400, code: "validation_failed" },
  { name: "answer on a page's Markdown twin", route: "feedback", body: { ...F, path: "/docs/start/introduction.md" }, status: 400, code: "validation_failed" },
  { name: "answer on a path of 10,000 characters", route: "feedback", body: { ...F, path: `/docs/${"a".repeat(10_000)}` }, status: 400, code: "validation_failed" },
  { name: "answer on a path with a NUL byte", route: "feedback", body: { ...F, path: "/docs/start/introduction\u0000" }, status: 400, code: "validation_failed" },
  // Wrong types and missing fields
  { name: "answer with the path as an array", route: "feedback", body: { ...F, path: [F.path] }, status: 400, code: "validation_failed" },
  { name: "answer without a path", route: "feedback", body: { locale: "en", helpful: true }, status: 400, code: "validation_failed" },
  { name: "answer in upper-case language", route: "feedback", body: { ...F, locale: "EN" }, status: 400, code: "validation_failed" },
  { name: "answer without helpful", route: "feedback", body: { path: F.path, locale: "en" }, status: 400, code: "validation_failed" },
  { name: "helpful as the string true", route: "feedback", body: { ...F, helpful: "true" }, status: 400, code: "validation_failed" },
  { name: "helpful as 1", route: "feedback", body: { ...F, helpful: 1 }, status: 400, code: "validation_failed" },
  { name: "answer comment as an object", route: "feedback", body: { ...F, comment: { text: "x" } }, status: 400, code: "validation_failed" },
  { name: "answer comment of 1,001 characters", route: "feedback", body: { ...F, comment: "c".repeat(1001) }, status: 400, code: "validation_failed" },
  { name: "bidi override in an answer's comment", route: "feedback", body: { ...F, comment: "ok \u202etxt.exe" }, status: 400, code: "validation_failed" },
  { name: "__proto__ smuggling an answer", route: "feedback", raw: `{"__proto__":${JSON.stringify(F)}}`, status: 400, code: "validation_failed" },
  // The pipeline's own refusals
  { name: "helpful given twice", route: "feedback", raw: '{"path":"/docs/start/introduction","locale":"en","helpful":true,"helpful":false}', status: 400, code: "invalid_json" },
  { name: "answer as a JSON array", route: "feedback", body: [F], status: 400, code: "invalid_body" },
  { name: "answer as text/plain", route: "feedback", body: F, headers: { "content-type": "text/plain" }, status: 415, code: "unsupported_media_type" },
  { name: "answer with a 1 MB comment", route: "feedback", body: { ...F, comment: MB }, status: 413, code: "payload_too_large" },
  { name: "answer from another site", route: "feedback", body: F, headers: { origin: "https://attacker.example" }, status: 403, code: "forbidden_origin" },
  { name: "answer's sender gone mid-body", route: "feedback", raw: () => brokenStream('{"path":"/docs/start/introduction",'), status: 400, code: "body_incomplete" },
  { name: "GET on the answers", route: "feedback", method: "GET", status: 405, code: "method_not_allowed" },
  { name: "PATCH on the answers, without an id", route: "feedback", method: "PATCH", body: { comment: "x" }, status: 405, code: "method_not_allowed" },

  // Completing an answer: ids that name none
  { name: "comment on an unknown id", route: "answer", answerId: UNKNOWN_ID, body: { comment: "x" }, status: 404, code: "feedback_not_found" },
  { name: "comment on an id that is no UUID", route: "answer", answerId: "1", body: { comment: "x" }, status: 404, code: "feedback_not_found" },
  { name: "comment on an id of 5,000 characters", route: "answer", answerId: "a".repeat(5000), body: { comment: "x" }, status: 404, code: "feedback_not_found" },
  { name: "comment on SQL in place of the id", route: "answer", answerId: encodeURIComponent("' or '1'='1"), body: { comment: "x" }, status: 404, code: "feedback_not_found" },
  { name: "comment on a UUID of another version", route: "answer", answerId: "3f2504e0-4f89-11d3-9a0c-0305e82c3301", body: { comment: "x" }, status: 404, code: "feedback_not_found" },
  { name: "comment on an answer given more than a day ago", route: "answer", setup: async (run) => void run.advance(FEEDBACK_EDIT_WINDOW_MS + 1), body: { comment: "late" }, status: 404, code: "feedback_not_found" },
  { name: "honeypot filled, on an id that is no UUID", route: "answer", answerId: "x", body: { comment: "spam", website: "http://spam" }, status: 404, code: "feedback_not_found" },
  // Completing an answer: bodies
  { name: "a change that changes nothing", route: "answer", body: {}, status: 400, code: "validation_failed" },
  { name: "a change of the page, which cannot change", route: "answer", body: { path: "/docs/start/installation" }, status: 400, code: "validation_failed" },
  { name: "a change to helpful as a string", route: "answer", body: { helpful: "no" }, status: 400, code: "validation_failed" },
  { name: "a change to helpful as null", route: "answer", body: { helpful: null }, status: 400, code: "validation_failed" },
  { name: "a comment of 1,001 characters", route: "answer", body: { comment: "c".repeat(1001) }, status: 400, code: "validation_failed" },
  { name: "a comment with a NUL byte", route: "answer", body: { comment: "a\u0000b" }, status: 400, code: "validation_failed" },
  { name: "a comment with a C1 control", route: "answer", body: { comment: "a\u009bb" }, status: 400, code: "validation_failed" },
  { name: "a comment as a number", route: "answer", body: { comment: 42 }, status: 400, code: "validation_failed" },
  { name: "a comment with a lone surrogate", route: "answer", raw: '{"comment":"\\ud800"}', status: 400, code: "validation_failed" },
  { name: "the comment given twice", route: "answer", raw: '{"comment":"a","comment":"b"}', status: 400, code: "invalid_json" },
  { name: "a change as a JSON array", route: "answer", body: [{ comment: "x" }], status: 400, code: "invalid_body" },
  { name: "a change that is not JSON", route: "answer", raw: "comment=x", status: 400, code: "invalid_json" },
  { name: "a change as form data", route: "answer", raw: "comment=x", headers: { "content-type": "application/x-www-form-urlencoded" }, status: 415, code: "unsupported_media_type" },
  { name: "a change of 16,385 bytes", route: "answer", raw: bodyOfBytes({ comment: "x" }, MAX_BODY + 1), status: 413, code: "payload_too_large" },
  { name: "a change from another site", route: "answer", body: { comment: "x" }, headers: { origin: "https://attacker.example" }, status: 403, code: "forbidden_origin" },
  { name: "a change from another site by Sec-Fetch-Site", route: "answer", body: { comment: "x" }, headers: { origin: "", "sec-fetch-site": "cross-site" }, status: 403, code: "forbidden_origin" },
  // Completing an answer: other methods
  { name: "POST on an answer", route: "answer", method: "POST", body: { comment: "x" }, status: 405, code: "method_not_allowed" },
  { name: "PUT on an answer", route: "answer", method: "PUT", body: { ...SEED_ANSWER, comment: "x" }, status: 405, code: "method_not_allowed" },
  { name: "GET on an answer", route: "answer", method: "GET", status: 405, code: "method_not_allowed" },
  { name: "DELETE on an answer", route: "answer", method: "DELETE", status: 405, code: "method_not_allowed" },
  { name: "OPTIONS preflight on an answer", route: "answer", method: "OPTIONS", status: 405, code: "method_not_allowed" },
];

export const feedbackAccepted: HostileCase[] = [
  // Answers
  { name: "a no on a French page", route: "feedback", body: { path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false }, status: 201, code: null, ...stored({ path: "/fr/docs/reference/cli/new", locale: "fr", helpful: false }) },
  { name: "an answer with a comment of 1,000 emoji", route: "feedback", body: { ...F, comment: "\u{1F44D}".repeat(1000) }, status: 201, code: null, ...stored({ ...F, comment: "\u{1F44D}".repeat(1000) }) },
  { name: "an answer with a UTF-8 byte order mark", route: "feedback", raw: withBytes([0xef, 0xbb, 0xbf], JSON.stringify({ ...F, helpful: false })), status: 201, code: null, ...stored({ ...F, helpful: false }) },
  { name: "an answer streamed in chunks, with fields it does not know", route: "feedback", raw: () => chunked(JSON.stringify({ ...F, email: "ada@example.com", id: UNKNOWN_ID })), status: 201, code: null, ...stored(F) },
  { name: "an answer with a filled honeypot", route: "feedback", body: { ...F, website: "http://spam" }, status: 201, code: null },
  // Completing the answer stored before the case: one row, changed in place
  { name: "a comment added to the answer", route: "answer", body: { comment: "  Clear, thanks.\n", website: "" }, status: 200, code: null, ...changed({ comment: "Clear, thanks." }) },
  { name: "a changed mind", route: "answer", body: { helpful: false }, status: 200, code: null, ...changed({ helpful: false }) },
  { name: "a changed mind with a comment", route: "answer", body: { helpful: false, comment: "Il manque l\u2019exemple." }, status: 200, code: null, ...changed({ helpful: false, comment: "Il manque l\u2019exemple." }) },
  { name: "a comment written with decomposed accents, stored composed", route: "answer", body: { comment: "e\u0301te\u0301" }, status: 200, code: null, ...changed({ comment: "\u00e9t\u00e9" }) },
  { name: "a blank comment, which leaves none", route: "answer", body: { comment: " \n " }, status: 200, code: null },
  { name: "the page, language and date sent along, ignored", route: "answer", body: { comment: "ok", path: "/docs/start/installation", locale: "fr", createdAt: "2000-01-01", id: UNKNOWN_ID }, status: 200, code: null, ...changed({ comment: "ok" }) },
  { name: "a comment on the last millisecond of the day", route: "answer", setup: async (run) => void run.advance(FEEDBACK_EDIT_WINDOW_MS), body: { comment: "just in time" }, status: 200, code: null, ...changed({ comment: "just in time" }) },
  { name: "a change with a charset and upper-case media type", route: "answer", body: { comment: "ct" }, headers: { "content-type": "APPLICATION/JSON;charset=UTF-8" }, status: 200, code: null, ...changed({ comment: "ct" }) },
  { name: "a change of exactly 16,384 bytes", route: "answer", raw: bodyOfBytes({ comment: "pad" }, MAX_BODY), status: 200, code: null, ...changed({ comment: "pad" }) },
  { name: "a filled honeypot on the answer: a success, nothing changed", route: "answer", body: { comment: "Buy now", website: "http://spam" }, status: 200, code: null, data: {} },
  { name: "a filled honeypot on an unknown id: a success too", route: "answer", answerId: UNKNOWN_ID, body: { comment: "Buy now", website: "http://spam" }, status: 200, code: null, data: { id: UNKNOWN_ID } },
];

/** Sends `count` accepted requests of `route` from the case's address (stored by the setup, not the case). */
const fill = async (run: CaseRun, route: "feedback" | "answer", count: number) => {
  for (let i = 0; i < count; i++) {
    const response = await run.send(route, route === "feedback" ? { ...F, helpful: i % 2 === 0 } : { comment: `setup ${i}` });
    if (!response.ok) throw new Error(`setup request ${i} answered ${response.status}`);
  }
};

// Answers and their completions: 5 a minute and 20 a day each, counted apart.
export const feedbackLimited: HostileCase[] = [
  { name: "the 6th answer in a minute", route: "feedback", body: F, setup: (run) => fill(run, "feedback", 5), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "the 6th change in a minute", route: "answer", body: { comment: "sixth" }, setup: (run) => fill(run, "answer", 5), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "a comment after a minute's answers: its own budget", route: "answer", body: { comment: "own" }, setup: (run) => fill(run, "feedback", 5), status: 200, code: null, stores: { feedback: [row({ comment: "own" })] }, replaces: { feedback: [SEED_ROW] } },
  { name: "an answer after a minute's changes: its own budget", route: "feedback", body: F, setup: (run) => fill(run, "answer", 5), status: 201, code: null, ...stored(F) },
  { name: "a change refused by the limit changes nothing", route: "answer", body: { helpful: false }, setup: async (run) => {
      await fill(run, "answer", 5);
      run.advance(MINUTE_MS);
      await fill(run, "answer", 5);
    }, status: 429, code: "rate_limited" },
];

/** What only the site handler sees on an answer's path. */
export const feedbackViaHttp = [
  { name: "TRACE on an answer", method: "TRACE", path: `/api/feedback/${UNKNOWN_ID}`, status: 405, code: "method_not_allowed", allow: "PATCH" },
  { name: "TRACE below an answer", method: "TRACE", path: `/api/feedback/${UNKNOWN_ID}/x`, status: 404, code: "not_found" },
];
