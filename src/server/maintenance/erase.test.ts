import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { POST as contact } from "../http/routes/contact";
import { POST as demoRequest } from "../http/routes/demo-requests";
import { POST as waitlist } from "../http/routes/waitlist";
import { apiCall } from "@/test/server/requests";
import { allRows, installTestServer, TEST_ENGINES, type TestServer } from "@/test/server/test-database";
import { eraseAddress, parseAddress } from "./erase";
import { describeErasure } from "./erase-report";

describe("parseAddress", () => {
  it("normalises the address exactly as the forms do, compatibility forms folded", () => {
    expect(parseAddress("  Ada@Example.COM. ")).toEqual({ ok: true, email: "ada@example.com" });
    expect(parseAddress("\uff46\uff571@example.com")).toEqual({ ok: true, email: "fw1@example.com" });
    expect(parseAddress("\u{1d41f}\u{1d430}1@example.com")).toEqual({ ok: true, email: "fw1@example.com" });
    expect(parseAddress("\ufb01nn@ex\u00e4mple.com")).toEqual({ ok: true, email: "finn@xn--exmple-cua.com" });
  });

  it("takes an address the forms refuse today but may have stored before they checked deliverability", () => {
    expect(parseAddress("..X..@Example.com")).toEqual({ ok: true, email: "..x..@example.com" });
    expect(parseAddress("x@1.2")).toEqual({ ok: true, email: "x@1.2" });
    expect(parseAddress(`x@${"d".repeat(64)}.com`)).toEqual({ ok: true, email: `x@${"d".repeat(64)}.com` });
    expect(parseAddress("x\u200b@example.com")).toMatchObject({ ok: false });
  });

  it("says why an address would be refused", () => {
    expect(parseAddress("not-an-email")).toEqual({ ok: false, problem: '"not-an-email" is not an email address the forms would accept (email_invalid).' });
    expect(parseAddress(" ")).toMatchObject({ ok: false, problem: expect.stringContaining("email_required") });
  });
});

describe.each(TEST_ENGINES)("eraseAddress on %s", (engine) => {
  let server: TestServer;
  const send = async (handler: typeof waitlist, path: string, body: Record<string, unknown>) => {
    const response = await handler(apiCall(path, body));
    expect(response.status, JSON.stringify(body)).toBe(201);
  };
  const join = (email: string) => send(waitlist, "/api/waitlist", { email, language: "en", source: "landing" });
  const emails = async (kind: "waitlist" | "contact" | "demo-requests") => (await allRows(server.store.readAll(kind))).map((row) => row.email);

  beforeEach(async () => {
    server = await installTestServer(engine);
  });
  afterEach(async () => server.dispose());

  it("removes what the forms stored under any spelling of the address, and says so", async () => {
    await join("first@example.com");
    await join(" Ada@Example.COM ");
    await join("last@example.com");
    await send(contact, "/api/contact", { name: "Ada", email: "\uff21\uff44\uff41@example.com", message: "Hello" });
    await send(contact, "/api/contact", { name: "Bo", email: "bo@example.com", message: "Hi" });
    await send(demoRequest, "/api/demo-requests", { email: "ADA@EXAMPLE.COM", company: "Analytical" });
    const address = parseAddress("ada@example.com");
    if (!address.ok) throw new Error(address.problem);

    const outcome = await eraseAddress(server.store, address.email);
    expect(outcome).toEqual({
      email: "ada@example.com",
      erasure: { removed: { waitlist: 1, contact: 1, "demo-requests": 1 }, positions: [2], movedUp: 1 },
      otherSpellings: [],
    });
    expect(describeErasure(outcome)).toEqual([
      "Erased every row for ada@example.com:",
      "  waitlist_entries     1 (position 2; 1 entry behind it moved up one place)",
      "  contact_messages     1",
      "  demo_requests        1",
    ]);
    expect(await emails("waitlist")).toEqual(["first@example.com", "last@example.com"]);
    expect((await allRows(server.store.readAll("waitlist"))).map((row) => row.position)).toEqual([1, 2]);
    expect(await emails("contact")).toEqual(["bo@example.com"]);
    expect(await emails("demo-requests")).toEqual([]);
  });

  it("also removes a spelling stored before addresses were folded", async () => {
    // Stored as the store received it then: NFC only, the fullwidth letters kept.
    await server.store.joinWaitlist({ email: "\uff46\uff571@example.com", language: "en", source: "landing" });
    await join("other@example.com");
    await server.store.addContactMessage({ name: "F", email: "\uff46\uff571@example.com", company: null, message: "old" });
    await send(contact, "/api/contact", { name: "F", email: "fw1@example.com", message: "new" });

    const outcome = await eraseAddress(server.store, "fw1@example.com");
    expect(outcome.otherSpellings).toEqual(["\uff46\uff571@example.com"]);
    expect(outcome.erasure.removed).toEqual({ waitlist: 1, contact: 2, "demo-requests": 0 });
    expect(describeErasure(outcome)[1]).toBe("  also stored as: \uff46\uff571@example.com");
    expect((await allRows(server.store.readAll("waitlist"))).map((row) => [row.position, row.email])).toEqual([[1, "other@example.com"]]);
    expect(await emails("contact")).toEqual([]);
  });

  it("removes an address stored before the forms refused addresses no mail reaches", async () => {
    await server.store.joinWaitlist({ email: "..x..@example.com", language: "en", source: "landing" });
    await join("other@example.com");
    const address = parseAddress("..x..@example.com");
    if (!address.ok) throw new Error(address.problem);
    expect((await eraseAddress(server.store, address.email)).erasure.removed).toEqual({ waitlist: 1, contact: 0, "demo-requests": 0 });
    expect(await emails("waitlist")).toEqual(["other@example.com"]);
  });

  it("says plainly when nothing holds the address, and removes nothing", async () => {
    await join("someone@example.com");
    const outcome = await eraseAddress(server.store, "nobody@example.com");
    expect(outcome.erasure.removed).toEqual({ waitlist: 0, contact: 0, "demo-requests": 0 });
    expect(describeErasure(outcome)).toEqual([
      "Nothing to erase: no row holds nobody@example.com (waitlist_entries, contact_messages, demo_requests checked).",
    ]);
    expect(await emails("waitlist")).toEqual(["someone@example.com"]);
  });
});
