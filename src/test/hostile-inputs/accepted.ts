import { DAY_MS, MINUTE_MS } from "@/server/db/rate-limit";
import { bodyOfBytes, C, chunked, D, MAX_BODY, trickle, W, withBytes, type CaseRun, type HostileCase, type Route } from "./case";

/** 254 characters, the most RFC 5321 allows, in DNS labels of 63 at most. */
const AT_254 = `b@${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(63)}.${"d".repeat(56)}.com`;

/** The addresses stored before the `accepted` table runs; variants of them must not make new entries. */
export const SEEDED = ["ada@xn--exmple-cua.com", "jos\u00e9@example.com", "grace@example.com"];

const pos = (position: number) => ({ position });

// Legitimate requests in unusual shapes: stored exactly once, normalised.
export const accepted: HostileCase[] = [
  // Email variants of the seeded addresses: one entry each, the existing position
  { name: "upper-case variant", route: "waitlist", body: { ...W, email: "ADA@XN--EXMPLE-CUA.COM" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "no-break spaces around", route: "waitlist", body: { ...W, email: "\u00a0ada@xn--exmple-cua.com\u00a0" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "ideographic spaces around", route: "waitlist", body: { ...W, email: "\u3000ada@xn--exmple-cua.com\u3000" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "zero-width no-break space before", route: "waitlist", body: { ...W, email: "\ufeffada@xn--exmple-cua.com" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "trailing dot on the domain", route: "waitlist", body: { ...W, email: "ada@xn--exmple-cua.com." }, status: 409, code: "already_listed", data: pos(1) },
  { name: "unicode domain", route: "waitlist", body: { ...W, email: "ada@ex\u00e4mple.com" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "unicode domain, decomposed and upper-case", route: "waitlist", body: { ...W, email: "ADA@EXA\u0308MPLE.COM" }, status: 409, code: "already_listed", data: pos(1) },
  { name: "decomposed accent in the local part", route: "waitlist", body: { ...W, email: "jose\u0301@example.com" }, status: 409, code: "already_listed", data: pos(2) },
  { name: "full-width domain with an ideographic full stop", route: "waitlist", body: { ...W, email: "grace@\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45\u3002com" }, status: 409, code: "already_listed", data: pos(3) },
  { name: "new address in a unicode domain, stored in punycode", route: "waitlist", body: { ...W, email: "Zo\u00e9@Caf\u00e9.FR." }, status: 201, code: null, stores: { waitlist: ["zo\u00e9@xn--caf-dma.fr"] } },
  { name: "local part of exactly 64 characters", route: "waitlist", body: { ...W, email: `${"l".repeat(64)}@example.com` }, status: 201, code: null, stores: { waitlist: [`${"l".repeat(64)}@example.com`] } },
  { name: "address of exactly 254 characters", route: "waitlist", body: { ...W, email: AT_254 }, status: 201, code: null, stores: { waitlist: [AT_254] } },
  { name: "a domain label of exactly 63 characters", route: "contact", body: { ...C, email: `c@${"d".repeat(63)}.com` }, status: 201, code: null, stores: { contact: [`c@${"d".repeat(63)}.com`] } },
  { name: "a punycode top-level label", route: "demo", body: { ...D, email: "cto@xn--e1afmkfd.xn--p1ai" }, status: 201, code: null, stores: { "demo-requests": ["cto@xn--e1afmkfd.xn--p1ai"] } },
  { name: "a Cyrillic domain, stored in punycode", route: "waitlist", body: { ...W, email: "ivan@\u043f\u0440\u0438\u043c\u0435\u0440.\u0440\u0444" }, status: 201, code: null, stores: { waitlist: ["ivan@xn--e1afmkfd.xn--p1ai"] } },
  { name: "dots inside the local part", route: "waitlist", body: { ...W, email: "first.middle.last@example.com" }, status: 201, code: null, stores: { waitlist: ["first.middle.last@example.com"] } },
  { name: "contact email normalised like the waitlist's", route: "contact", body: { ...C, email: " Ada@EX\u00c4MPLE.com. " }, status: 201, code: null, stores: { contact: ["ada@xn--exmple-cua.com"] } },
  { name: "demo email normalised like the waitlist's", route: "demo", body: { ...D, email: "\u00a0CTO@Corp.Example\u3000" }, status: 201, code: null, stores: { "demo-requests": ["cto@corp.example"] } },
  // Content types that are JSON in UTF-8
  { name: "charset=UTF-8 without a space", route: "waitlist", body: { ...W, email: "ct1@example.com" }, headers: { "content-type": "application/json;charset=UTF-8" }, status: 201, code: null, stores: { waitlist: ["ct1@example.com"] } },
  { name: "quoted charset", route: "contact", body: { ...C, email: "ct2@example.com" }, headers: { "content-type": 'application/json; charset="utf-8"' }, status: 201, code: null, stores: { contact: ["ct2@example.com"] } },
  { name: "upper-case media type", route: "demo", body: { ...D, email: "ct3@example.com" }, headers: { "content-type": "APPLICATION/JSON" }, status: 201, code: null, stores: { "demo-requests": ["ct3@example.com"] } },
  { name: "the utf8 label", route: "waitlist", body: { ...W, email: "ct4@example.com" }, headers: { "content-type": "application/json; charset=utf8" }, status: 201, code: null, stores: { waitlist: ["ct4@example.com"] } },
  { name: "an unrelated parameter", route: "waitlist", body: { ...W, email: "ct5@example.com" }, headers: { "content-type": "application/json; profile=x" }, status: 201, code: null, stores: { waitlist: ["ct5@example.com"] } },
  // Sizes at the limit
  { name: "exactly 16,384 bytes of multibyte text", route: "contact", raw: bodyOfBytes({ ...C, email: "pad16384@example.com" }, MAX_BODY), status: 201, code: null, stores: { contact: ["pad16384@example.com"] } },
  { name: "exactly 16,384 bytes streamed in chunks that split characters", route: "demo", raw: () => chunked(bodyOfBytes({ ...D, email: "pad16384s@example.com" }, MAX_BODY)), status: 201, code: null, stores: { "demo-requests": ["pad16384s@example.com"] } },
  { name: "5000 three-byte characters (15,000 bytes)", route: "contact", body: { ...C, email: "euros@example.com", message: "\u20ac".repeat(5000) }, status: 201, code: null, stores: { contact: ["euros@example.com"] } },
  // Encodings and slow senders
  { name: "UTF-8 byte order mark", route: "waitlist", raw: withBytes([0xef, 0xbb, 0xbf], JSON.stringify({ ...W, email: "bom@example.com" })), status: 201, code: null, stores: { waitlist: ["bom@example.com"] } },
  { name: "a body trickled one byte at a time", route: "waitlist", raw: () => trickle(JSON.stringify({ ...W, email: "slow@example.com" }), 2), status: 201, code: null, stores: { waitlist: ["slow@example.com"] } },
  // Text people really write
  { name: "emoji joined with zero-width joiners", route: "contact", body: { ...C, email: "family@example.com", message: "\ud83d\udc68\u200d\ud83d\udc69\u200d\ud83d\udc67 hi" }, status: 201, code: null, stores: { contact: ["family@example.com"] } },
  { name: "emoji joined with a zero-width joiner in a name", route: "contact", body: { ...C, email: "zwj-name@example.com", name: "Ada \ud83d\udc69\u200d\ud83d\udcbb" }, status: 201, code: null, stores: { contact: ["zwj-name@example.com"] } },
  { name: "the rainbow flag in a demo company", route: "demo", body: { ...D, email: "flag@example.com", company: "\ud83c\udff3\ufe0f\u200d\ud83c\udf08 Corp" }, status: 201, code: null, stores: { "demo-requests": ["flag@example.com"] } },
  { name: "a line separator in a multi-line message", route: "contact", body: { ...C, email: "ls@example.com", message: "one\u2028two" }, status: 201, code: null, stores: { contact: ["ls@example.com"] } },
  { name: "right-to-left script in a name", route: "contact", body: { ...C, email: "rtl@example.com", name: "\u05e9\u05dc\u05d5\u05dd" }, status: 201, code: null, stores: { contact: ["rtl@example.com"] } },
  // Origins the production rules accept
  { name: "the site's origin with its default port", route: "waitlist", body: { ...W, email: "port@example.com" }, headers: { origin: "https://thearchitech.test:443" }, status: 201, code: null, stores: { waitlist: ["port@example.com"] } },
  { name: "no Origin at all (curl)", route: "contact", body: { ...C, email: "curl@example.com" }, headers: { origin: "" }, status: 201, code: null, stores: { contact: ["curl@example.com"] } },
  // Honeypot: filled in any way is a decoy; empty, null or a differently named key is a person
  { name: "honeypot of one space", route: "waitlist", body: { ...W, email: "hp1@example.com", website: " " }, status: 201, code: null },
  { name: "honeypot as the number 0", route: "contact", body: { ...C, email: "hp2@example.com", website: 0 }, status: 201, code: null },
  { name: "honeypot as false", route: "demo", body: { ...D, email: "hp3@example.com", website: false }, status: 201, code: null },
  { name: "honeypot as an empty array", route: "waitlist", body: { ...W, email: "hp4@example.com", website: [] }, status: 201, code: null },
  { name: "honeypot as an object", route: "contact", body: { ...C, email: "hp5@example.com", website: {} }, status: 201, code: null },
  { name: "honeypot filled with an invalid rest of the body", route: "demo", body: { email: "not-an-email", website: "http://spam" }, status: 201, code: null },
  { name: "honeypot null", route: "waitlist", body: { ...W, email: "hp6@example.com", website: null }, status: 201, code: null, stores: { waitlist: ["hp6@example.com"] } },
  { name: "honeypot empty", route: "demo", body: { ...D, email: "hp7@example.com", website: "" }, status: 201, code: null, stores: { "demo-requests": ["hp7@example.com"] } },
  { name: "honeypot-like key with another case", route: "contact", body: { ...C, email: "hp8@example.com", Website: "x" }, status: 201, code: null, stores: { contact: ["hp8@example.com"] } },
];


const contactFrom = (i: number) => ({ ...C, email: `limit${i}@example.com` });
const demoFrom = (i: number) => ({ ...D, email: `limit${i}@example.com` });
/** Sends `count` accepted requests of a route from the case's address (stored by the setup, not the case). */
const fill = async (run: CaseRun, route: Route, count: number) => {
  for (let i = 0; i < count; i++) {
    const body = route === "contact" ? contactFrom(i) : route === "demo" ? demoFrom(i) : { ...W, email: `${run.ip}-${i}@example.com` };
    const response = await run.send(route, body);
    if (response.status !== 201) throw new Error(`setup request ${i} answered ${response.status}`);
  }
};
/** A day's worth of sign-ups: 60 in one minute, 40 in the next. */
const fillWaitlistDay = async (run: CaseRun) => {
  for (let i = 0; i < 100; i++) {
    if (i === 60) run.advance(MINUTE_MS);
    const response = await run.send("waitlist", { ...W, email: `${run.ip}-day${i}@example.com` });
    if (response.status !== 201) throw new Error(`setup sign-up ${i} answered ${response.status}`);
  }
  run.advance(MINUTE_MS);
};
/** A day's worth for contact or demo requests: 5 a minute for 4 minutes. */
const fillDay = async (run: CaseRun, route: Route) => {
  for (let minute = 0; minute < 4; minute++) {
    await fill(run, route, 5);
    run.advance(MINUTE_MS);
  }
};

// The table's clock starts 10 minutes and 30 seconds into a UTC day.
export const START = Math.floor(1_767_225_600_000 / DAY_MS) * DAY_MS + 10 * MINUTE_MS + 30_000;

// Per-route limits: sign-ups 60 a minute and 100 a day; contact messages and demo requests 5 a minute and 20 a day each.
export const limited: HostileCase[] = [
  { name: "the 6th contact message in a minute", route: "contact", body: contactFrom(9), setup: (run) => fill(run, "contact", 5), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "the 6th demo request in a minute", route: "demo", body: demoFrom(9), setup: (run) => fill(run, "demo", 5), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "the 61st sign-up in a minute", route: "waitlist", body: { ...W, email: "s61@example.com" }, setup: (run) => fill(run, "waitlist", 60), status: 429, code: "rate_limited", retryAfter: 30 },
  { name: "a sign-up after a minute's contact messages: its own budget", route: "waitlist", body: { ...W, email: "own1@example.com" }, setup: (run) => fill(run, "contact", 5), status: 201, code: null, stores: { waitlist: ["own1@example.com"] } },
  { name: "a demo request after a minute's contact messages: its own budget", route: "demo", body: demoFrom(9), setup: (run) => fill(run, "contact", 5), status: 201, code: null, stores: { "demo-requests": ["limit9@example.com"] } },
  { name: "a contact message once the minute is over", route: "contact", body: contactFrom(9), setup: async (run) => { await fill(run, "contact", 5); run.advance(MINUTE_MS); }, status: 201, code: null, stores: { contact: ["limit9@example.com"] } },
  { name: "the last second of a full window", route: "contact", body: contactFrom(9), setup: async (run) => { await fill(run, "contact", 5); run.advance(29_999); }, status: 429, code: "rate_limited", retryAfter: 1 },
  { name: "the 21st contact message of a UTC day", route: "contact", body: contactFrom(9), setup: (run) => fillDay(run, "contact"), status: 429, code: "rate_limited", retryAfter: (DAY_MS - 10 * MINUTE_MS - 30_000 - 4 * MINUTE_MS) / 1000 },
  { name: "the 21st demo request of a UTC day", route: "demo", body: demoFrom(9), setup: (run) => fillDay(run, "demo"), status: 429, code: "rate_limited" },
  { name: "the 101st sign-up of a UTC day", route: "waitlist", body: { ...W, email: "s101@example.com" }, setup: fillWaitlistDay, status: 429, code: "rate_limited", retryAfter: (DAY_MS - 10 * MINUTE_MS - 30_000 - 2 * MINUTE_MS) / 1000 },
  { name: "a sign-up the next UTC day, after a full day", route: "waitlist", body: { ...W, email: "next-day@example.com" }, setup: async (run) => { await fillWaitlistDay(run); run.advance(DAY_MS); }, status: 201, code: null, stores: { waitlist: ["next-day@example.com"] } },
  { name: "a sign-up after a day's contact messages", route: "waitlist", body: { ...W, email: "own2@example.com" }, setup: (run) => fillDay(run, "contact"), status: 201, code: null, stores: { waitlist: ["own2@example.com"] } },
  { name: "requests refused by the minute limit do not spend the day's", route: "contact", body: contactFrom(9), setup: async (run) => {
      await fill(run, "contact", 5);
      // Counted, these 15 would make 20 today and refuse the next minute's message.
      for (let i = 0; i < 15; i++) if ((await run.send("contact", contactFrom(50 + i))).status !== 429) throw new Error("expected 429");
      run.advance(MINUTE_MS);
    }, status: 201, code: null, stores: { contact: ["limit9@example.com"] } },
  { name: "the 21st contact message of a day, to a server restarted after the 20th", route: "contact", body: contactFrom(9), setup: async (run) => {
      await fillDay(run, "contact");
      // A new process on the same database, the first never closed: as after kill -9 and a restart.
      (await run.server.secondProcess()).use();
    }, status: 429, code: "rate_limited" },
  // Limits as the environment sets them: each variable governs its own limit only
  { name: "RATE_LIMIT_PER_MINUTE=0: the 61st sign-up in a minute goes through", route: "waitlist", env: { RATE_LIMIT_PER_MINUTE: "0" }, body: { ...W, email: "env61@example.com" }, setup: (run) => fill(run, "waitlist", 60), status: 201, code: null, stores: { waitlist: ["env61@example.com"] } },
  { name: "RATE_LIMIT_PER_MINUTE=0 keeps the waitlist's daily cap", route: "waitlist", env: { RATE_LIMIT_PER_MINUTE: "0" }, body: { ...W, email: "env101@example.com" }, setup: (run) => fill(run, "waitlist", 100), status: 429, code: "rate_limited" },
  { name: "RATE_LIMIT_PER_MINUTE=0 keeps the contact limit per minute", route: "contact", env: { RATE_LIMIT_PER_MINUTE: "0" }, body: contactFrom(9), setup: (run) => fill(run, "contact", 5), status: 429, code: "rate_limited" },
  { name: "RATE_LIMIT_PER_MINUTE=0 keeps the demo requests' daily limit", route: "demo", env: { RATE_LIMIT_PER_MINUTE: "0" }, body: demoFrom(9), setup: (run) => fillDay(run, "demo"), status: 429, code: "rate_limited" },
  { name: "MESSAGE_LIMIT_PER_DAY=0 keeps the message limit per minute", route: "contact", env: { MESSAGE_LIMIT_PER_DAY: "0" }, body: contactFrom(9), setup: (run) => fill(run, "contact", 5), status: 429, code: "rate_limited" },
  { name: "MESSAGE_LIMIT_PER_MINUTE=0: 21 demo requests in one minute meet the daily limit", route: "demo", env: { MESSAGE_LIMIT_PER_MINUTE: "0" }, body: demoFrom(9), setup: (run) => fill(run, "demo", 20), status: 429, code: "rate_limited" },
  { name: "RATE_LIMITS=off: the 21st contact message of a day goes through", route: "contact", env: { RATE_LIMITS: "off" }, body: contactFrom(9), setup: (run) => fill(run, "contact", 20), status: 201, code: null, stores: { contact: ["limit9@example.com"] } },
  { name: "two PostgreSQL server processes share one limit", route: "contact", body: contactFrom(9), engines: ["postgres"], setup: async (run) => {
      const other = await run.server.secondProcess();
      other.use();
      await fill(run, "contact", 3);
      run.server.use();
      for (let i = 3; i < 5; i++) if ((await run.send("contact", contactFrom(i))).status !== 201) throw new Error("expected 201");
      // The case's own request goes to the second process, which has seen only 3 of the 5.
      other.use();
    }, status: 429, code: "rate_limited" },
];
