// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json" with { type: "json" };
import fr from "../../../messages/fr.json" with { type: "json" };
import { getTranslator } from "@/i18n/translator";
import { COUNT_ANNOUNCE_DELAY_MS, wireDocsFeedback } from "./docs-feedback-behaviour";
import { DocsFeedbackForm } from "./docs-feedback-form";
import { DOCS_FEEDBACK_TAG } from "./docs-feedback-hooks";
import { docsFeedbackProps } from "./docs-feedback-props";

type Fetch = typeof fetch;

const ID = "6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f";
const answered = (status: number, id = ID) => new Response(JSON.stringify({ data: { id } }), { status, headers: { "content-type": "application/json" } });
const refused = (status: number, code: string, fields?: Record<string, string>) =>
  new Response(JSON.stringify({ error: "x", code, ...(fields ? { fields } : {}) }), { status, headers: { "content-type": "application/json" } });
/** The server as the widget meets it: a POST stores an answer (201), a PATCH changes it (200). */
const server = async (_url: RequestInfo | URL, init?: RequestInit) => answered(init?.method === "PATCH" ? 200 : 201);

function mount(locale: "en" | "fr", path: string, fetchImpl: Fetch) {
  document.body.innerHTML = renderToStaticMarkup(<DocsFeedbackForm {...docsFeedbackProps(locale, path)} />);
  wireDocsFeedback(document.querySelector<HTMLElement>(DOCS_FEEDBACK_TAG)!, fetchImpl);
}

const t = en.DocsFeedback;
const yes = () => screen.getByRole("button", { name: t.yes });
const no = () => screen.getByRole("button", { name: t.no });
const comment = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: /./ });
const send = () => screen.getByRole("button", { name: t.submit });
/** The thanks line, when shown: it is in the status region from the start, hidden until an answer is stored. */
const savedLine = (text: string = t.saved) => {
  // As written: the default normalizer would turn the node's French no-break spaces into spaces, and not the text's.
  const line = within(screen.getByRole("status")).getByText(text, { normalizer: (content) => content.trim() });
  return line.closest("[hidden]") ? null : line;
};

describe("docs feedback widget", () => {
  let fetchImpl: ReturnType<typeof vi.fn<Fetch>>;
  const calls = () =>
    fetchImpl.mock.calls.map(([url, init]) => ({ url: String(url), method: init?.method, keepalive: init?.keepalive, body: JSON.parse(String(init?.body)) as unknown }));
  beforeEach(() => {
    fetchImpl = vi.fn<Fetch>(server);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks the question with Yes and No and says what pressing one stores, and nothing else until one is", () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    const region = screen.getByRole("region", { name: t.question });
    const group = within(region).getByRole("group", { name: t.question });
    expect(within(group).getAllByRole("button").map((button) => [button.textContent, button.getAttribute("aria-pressed")])).toEqual([
      [t.yes, "false"],
      [t.no, "false"],
    ]);
    expect(within(region).getByText(/as soon as you choose Yes or No/)).toBeTruthy();
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: t.submit })).toBeNull();
    expect(savedLine()).toBeNull();
  });

  it("stores the answer as soon as Yes is pressed, keeps the focus there and thanks the reader in a status line", async () => {
    mount("en", "/docs/reference/cli/new", fetchImpl);
    yes().focus();
    fireEvent.click(yes());
    expect(yes().getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("textbox", { name: `${t.comment.yes} ${t.optional}` })).toBeTruthy();
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    expect(calls()).toEqual([{ url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/reference/cli/new", locale: "en", helpful: true, website: "" } }]);
    expect(document.activeElement).toBe(yes());
  });

  it("changes the same answer when the reader changes their mind, even before the first was stored", async () => {
    let store: (response: Response) => void = () => undefined;
    fetchImpl.mockImplementationOnce(() => new Promise<Response>((resolve) => (store = resolve)));
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    fireEvent.click(no());
    expect(no().getAttribute("aria-pressed")).toBe("true");
    expect(yes().getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("textbox", { name: `${t.comment.no} ${t.optional}` })).toBeTruthy();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(savedLine()).toBeNull();

    store(answered(201));
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    expect(calls()).toEqual([
      { url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/start/introduction", locale: "en", helpful: true, website: "" } },
      { url: `/api/feedback/${ID}`, method: "PATCH", keepalive: true, body: { helpful: false, website: "" } },
    ]);

    // Pressed again, the answer the server holds: nothing to send.
    fireEvent.click(no());
    await Promise.resolve();
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it("sends Yes, No, Yes pressed in one go as the last of them", async () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(yes());
    fireEvent.click(no());
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    expect(calls().map(({ method, body }) => [method, (body as { helpful: boolean }).helpful])).toEqual([["POST", true]]);
  });

  it("adds the comment to the stored answer, says so and moves the focus to the thanks", async () => {
    let patch: (response: Response) => void = () => undefined;
    mount("en", "/docs/reference/cli/new", fetchImpl);
    fireEvent.click(no());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fetchImpl.mockImplementationOnce(() => new Promise<Response>((resolve) => (patch = resolve)));
    fireEvent.input(comment(), { target: { value: "  The exit codes are missing.\n" } });
    fireEvent.click(send());

    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
    const sending = screen.getByRole("button", { name: t.submitting });
    expect(sending.getAttribute("aria-disabled")).toBe("true");
    expect(yes().getAttribute("aria-disabled")).toBe("true");
    expect(comment().readOnly).toBe(true);
    fireEvent.click(sending);
    fireEvent.click(yes());
    expect(no().getAttribute("aria-pressed")).toBe("true");

    patch(answered(200));
    const thanks = await screen.findByRole("heading", { name: t.thanksTitle });
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByText(t.thanksBody)).toBeTruthy();
    expect(screen.queryByRole("button", { name: t.no })).toBeNull();
    expect(calls()).toEqual([
      { url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/reference/cli/new", locale: "en", helpful: false, website: "" } },
      { url: `/api/feedback/${ID}`, method: "PATCH", keepalive: true, body: { comment: "  The exit codes are missing.\n", website: "" } },
    ]);
  });

  it("waits for the answer's id before adding a comment sent while the answer was on its way", async () => {
    let store: (response: Response) => void = () => undefined;
    fetchImpl.mockImplementationOnce(() => new Promise<Response>((resolve) => (store = resolve)));
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(yes());
    fireEvent.input(comment(), { target: { value: "Clear." } });
    fireEvent.click(send());
    await Promise.resolve();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    store(answered(201));
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(calls().map(({ url, method }) => [url, method])).toEqual([
      ["/api/feedback", "POST"],
      [`/api/feedback/${ID}`, "PATCH"],
    ]);
  });

  it("shows a failed answer in the reader's language, and stores it when pressed again", async () => {
    fetchImpl.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(refused(429, "rate_limited"));
    mount("fr", "/fr/docs/start/installation", fetchImpl);
    const f = fr.DocsFeedback;
    const oui = screen.getByRole("button", { name: f.yes });
    fireEvent.click(oui);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", fr.FormErrors.network);
    expect(oui.getAttribute("aria-pressed")).toBe("true");
    expect(savedLine(f.saved)).toBeNull();

    fireEvent.click(oui);
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe(fr.FormErrors.codes.rate_limited));

    fireEvent.click(oui);
    await vi.waitFor(() => expect(savedLine(f.saved)).not.toBeNull());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(calls().map(({ method, body }) => [method, body])).toEqual(Array(3).fill(["POST", { path: "/fr/docs/start/installation", locale: "fr", helpful: true, website: "" }]));
  });

  it("sends the answer with the comment when the answer alone could not be stored", async () => {
    fetchImpl.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(no());
    await screen.findByRole("alert");
    fireEvent.input(comment(), { target: { value: "Missing the tsx step." } });
    fireEvent.click(send());
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(calls()[1]).toEqual({ url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/start/introduction", locale: "en", helpful: false, comment: "Missing the tsx step.", website: "" } });
  });

  it("keeps what was typed when the comment fails, and sends it again on retry", async () => {
    mount("fr", "/fr/docs/start/installation", fetchImpl);
    const f = fr.DocsFeedback;
    fireEvent.click(screen.getByRole("button", { name: f.no }));
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: `${f.comment.no} ${f.optional}` });
    await vi.waitFor(() => expect(savedLine(f.saved)).not.toBeNull());
    fetchImpl.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(refused(503, "unavailable"));
    fireEvent.input(field, { target: { value: "La commande tsx manque." } });
    const submit = screen.getByRole("button", { name: f.submit });

    submit.focus();
    fireEvent.click(submit);
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", fr.FormErrors.network);
    expect(field.value).toBe("La commande tsx manque.");
    expect(screen.getByRole("button", { name: f.submit }).hasAttribute("aria-disabled")).toBe(false);
    expect(document.activeElement).toBe(submit);

    fireEvent.click(submit);
    await vi.waitFor(() => expect(screen.getByRole("alert").textContent).toBe(fr.FormErrors.codes.unavailable));

    fireEvent.click(submit);
    await screen.findByRole("heading", { name: f.thanksTitle });
    expect(calls().map(({ method }) => method)).toEqual(["POST", "PATCH", "PATCH", "PATCH"]);
    expect(calls()[3]?.body).toEqual({ comment: "La commande tsx manque.", website: "" });
  });

  it("says when the answer can no longer be changed, with the window the server keeps", async () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fetchImpl.mockResolvedValueOnce(refused(404, "feedback_not_found"));
    fireEvent.input(comment(), { target: { value: "Late." } });
    fireEvent.click(send());
    const expired = getTranslator("en", "DocsFeedback")("expired", { hours: 24 });
    expect(expired).toContain("24 hours");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expired);
  });

  it("counts the characters left as typed, and tells screen readers once typing pauses", () => {
    vi.useFakeTimers();
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(yes());
    const count = document.querySelector("[data-feedback-count]")!;
    expect(count.textContent).toBe("1,000 characters left");
    expect(comment().getAttribute("aria-describedby")).toBe("docs-feedback-count");
    fireEvent.input(comment(), { target: { value: "Clear, thanks \u{1F44D}" } });
    expect(count.textContent).toBe("985 characters left");
    expect(document.getElementById("docs-feedback-count")!.textContent).toBe("1,000 characters left");
    vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS);
    expect(document.getElementById("docs-feedback-count")!.textContent).toBe("985 characters left");
  });

  it("refuses to send a comment over 1,000 characters, says so under it and keeps the focus there", async () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(no());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fireEvent.input(comment(), { target: { value: "x".repeat(1002) } });
    const count = document.querySelector("[data-feedback-count]")!;
    expect(count.textContent).toBe("2 characters too many");
    expect(count.hasAttribute("data-over")).toBe(true);
    fireEvent.click(send());
    const tooLong = en.FormErrors.fields.comment_too_long.replace("{max, number}", "1,000");
    expect(screen.getByText(tooLong)).toBeTruthy();
    expect(comment().getAttribute("aria-invalid")).toBe("true");
    expect(comment().getAttribute("aria-describedby")).toBe("docs-feedback-comment-error docs-feedback-count");
    expect(document.activeElement).toBe(comment());
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    fireEvent.input(comment(), { target: { value: "x".repeat(1000) } });
    expect(screen.queryByText(tooLong)).toBeNull();
    expect(comment().getAttribute("aria-invalid")).toBe("false");
  });

  it("sends nothing for an empty comment, and says the answer is already stored", async () => {
    mount("en", "/docs/concepts/genomes", fetchImpl);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fireEvent.input(comment(), { target: { value: "   " } });
    fireEvent.click(send());
    expect(screen.getByText(t.commentEmpty)).toBeTruthy();
    expect(document.activeElement).toBe(comment());
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    fireEvent.input(comment(), { target: { value: "Now a word." } });
    expect(screen.queryByText(t.commentEmpty)).toBeNull();
  });

  it("puts the server's comment error under the comment, and a refusal it cannot explain above", async () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fetchImpl.mockResolvedValueOnce(refused(400, "validation_failed", { comment: "comment_invalid" })).mockResolvedValueOnce(refused(400, "validation_failed", { body: "changes_required" }));
    fireEvent.input(comment(), { target: { value: "odd" } });
    fireEvent.click(send());
    expect(await screen.findByText(en.FormErrors.fields.comment_invalid)).toBeTruthy();
    expect(document.activeElement).toBe(comment());
    expect(screen.queryByRole("alert")).toBeNull();

    fireEvent.click(send());
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", en.FormErrors.generic);
    expect(screen.queryByText(en.FormErrors.fields.comment_invalid)).toBeNull();
  });

  it("sends the honeypot's value with the answer and the comment, as every form does", async () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://spam.example";
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fireEvent.input(comment(), { target: { value: "Buy now" } });
    fireEvent.click(send());
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(calls().map(({ body }) => body)).toEqual([expect.objectContaining({ website: "https://spam.example" }), expect.objectContaining({ website: "https://spam.example" })]);
  });
});

describe("docsFeedbackProps", () => {
  it("refuses a path the API would refuse, so the build fails instead of every answer", () => {
    expect(() => docsFeedbackProps("fr", "/docs/start/introduction")).toThrow(/not a docs page's path in fr/);
    expect(() => docsFeedbackProps("en", "/docs/start/introduction/")).toThrow();
    expect(() => docsFeedbackProps("en", "/docs/start/made-up")).toThrow(/not a docs page's path in en/);
  });
});
