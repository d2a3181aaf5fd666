// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json" with { type: "json" };
import fr from "../../../messages/fr.json" with { type: "json" };
import { COUNT_ANNOUNCE_DELAY_MS, wireDocsFeedback } from "./docs-feedback-behaviour";
import { DocsFeedbackForm } from "./docs-feedback-form";
import { docsFeedbackProps } from "./docs-feedback-props";

type Fetch = typeof fetch;

const created = () => new Response(JSON.stringify({ data: { id: "3f0c" } }), { status: 201, headers: { "content-type": "application/json" } });

function mount(locale: "en" | "fr", path: string, fetchImpl: Fetch) {
  document.body.innerHTML = renderToStaticMarkup(<DocsFeedbackForm {...docsFeedbackProps(locale, path)} />);
  wireDocsFeedback(document.querySelector<HTMLElement>("[data-docs-feedback]")!, fetchImpl);
}

const t = en.DocsFeedback;
const comment = () => screen.getByRole<HTMLTextAreaElement>("textbox", { name: /./ });
const send = () => screen.getByRole("button", { name: t.submit });
const bodyOf = (fetchImpl: ReturnType<typeof vi.fn>, call = 0) => JSON.parse((fetchImpl.mock.calls[call]![1] as RequestInit).body as string) as unknown;

describe("docs feedback widget", () => {
  let fetchImpl: ReturnType<typeof vi.fn<Fetch>>;
  beforeEach(() => {
    fetchImpl = vi.fn<Fetch>(async () => created());
    vi.spyOn(console, "error").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks the question with Yes and No, and nothing else until one is pressed", () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    const region = screen.getByRole("region", { name: t.question });
    const group = within(region).getByRole("group", { name: t.question });
    expect(within(group).getAllByRole("button").map((button) => [button.textContent, button.getAttribute("aria-pressed")])).toEqual([
      [t.yes, "false"],
      [t.no, "false"],
    ]);
    expect(screen.queryByRole("textbox")).toBeNull();
    expect(screen.queryByRole("button", { name: t.submit })).toBeNull();
  });

  it("offers a comment worded for the answer once Yes or No is pressed, and lets the answer change", () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(screen.getByRole("button", { name: t.no }));
    expect(screen.getByRole("button", { name: t.no }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: t.yes }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("textbox", { name: `${t.comment.no} ${t.optional}` })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: t.yes }));
    expect(screen.getByRole("textbox", { name: `${t.comment.yes} ${t.optional}` })).toBeTruthy();
    expect(send()).toBeTruthy();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("counts the characters left as typed, and tells screen readers once typing pauses", () => {
    vi.useFakeTimers();
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(screen.getByRole("button", { name: t.yes }));
    const count = document.querySelector("[data-feedback-count]")!;
    expect(count.textContent).toBe("1,000 characters left");
    expect(comment().getAttribute("aria-describedby")).toBe("docs-feedback-count");
    fireEvent.input(comment(), { target: { value: "Clear, thanks \u{1F44D}" } });
    expect(count.textContent).toBe("985 characters left");
    expect(document.getElementById("docs-feedback-count")!.textContent).toBe("1,000 characters left");
    vi.advanceTimersByTime(COUNT_ANNOUNCE_DELAY_MS);
    expect(document.getElementById("docs-feedback-count")!.textContent).toBe("985 characters left");
  });

  it("refuses to send a comment over 1,000 characters, says so under it and keeps the focus there", () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(screen.getByRole("button", { name: t.no }));
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
    expect(fetchImpl).not.toHaveBeenCalled();

    fireEvent.input(comment(), { target: { value: "x".repeat(1000) } });
    expect(screen.queryByText(tooLong)).toBeNull();
    expect(comment().getAttribute("aria-invalid")).toBe("false");
  });

  it("sends the answer once, shows that it is sending, then thanks the reader with the focus on the thanks", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchImpl.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    mount("en", "/docs/reference/cli/new", fetchImpl);
    fireEvent.click(screen.getByRole("button", { name: t.no }));
    fireEvent.input(comment(), { target: { value: "  The exit codes are missing.\n" } });
    fireEvent.click(send());

    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(1));
    const sending = screen.getByRole("button", { name: t.submitting });
    expect(sending.getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("button", { name: t.yes }).getAttribute("aria-disabled")).toBe("true");
    expect(comment().readOnly).toBe(true);
    fireEvent.click(sending);
    fireEvent.click(screen.getByRole("button", { name: t.yes }));
    expect(screen.getByRole("button", { name: t.no }).getAttribute("aria-pressed")).toBe("true");

    answer(created());
    const thanks = await screen.findByRole("heading", { name: t.thanksTitle });
    expect(document.activeElement).toBe(thanks);
    expect(screen.getByText(t.thanksBody)).toBeTruthy();
    expect(screen.queryByRole("button", { name: t.no })).toBeNull();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]![0]).toBe("/api/feedback");
    expect(bodyOf(fetchImpl)).toEqual({ path: "/docs/reference/cli/new", locale: "en", helpful: false, comment: "  The exit codes are missing.\n", website: "" });
  });

  it("sends no comment when none is written", async () => {
    mount("en", "/docs/concepts/genomes", fetchImpl);
    fireEvent.click(screen.getByRole("button", { name: t.yes }));
    fireEvent.input(comment(), { target: { value: "   " } });
    fireEvent.click(send());
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(bodyOf(fetchImpl)).toEqual({ path: "/docs/concepts/genomes", locale: "en", helpful: true, website: "" });
  });

  it("shows a failure in the reader's language, keeps what was typed, and sends again on retry", async () => {
    fetchImpl
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "The service is temporarily unavailable. Please try again.", code: "unavailable" }), { status: 503 }))
      .mockResolvedValueOnce(created());
    mount("fr", "/fr/docs/start/installation", fetchImpl);
    const f = fr.DocsFeedback;
    fireEvent.click(screen.getByRole("button", { name: f.no }));
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: `${f.comment.no} ${f.optional}` });
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
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(bodyOf(fetchImpl, 2)).toEqual({ path: "/fr/docs/start/installation", locale: "fr", helpful: false, comment: "La commande tsx manque.", website: "" });
  });

  it("puts the server's comment error under the comment, and a refusal it cannot explain above Send", async () => {
    fetchImpl
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "Some fields are invalid.", code: "validation_failed", fields: { comment: "comment_invalid" } }), { status: 400 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ error: "Some fields are invalid.", code: "validation_failed", fields: { path: "path_invalid" } }), { status: 400 }));
    mount("en", "/docs/start/introduction", fetchImpl);
    fireEvent.click(screen.getByRole("button", { name: t.yes }));
    fireEvent.input(comment(), { target: { value: "odd" } });
    fireEvent.click(send());
    expect(await screen.findByText(en.FormErrors.fields.comment_invalid)).toBeTruthy();
    expect(document.activeElement).toBe(comment());
    expect(screen.queryByRole("alert")).toBeNull();

    fireEvent.click(send());
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", en.FormErrors.generic);
    expect(screen.queryByText(en.FormErrors.fields.comment_invalid)).toBeNull();
  });

  it("sends the honeypot's value, as every form does", async () => {
    mount("en", "/docs/start/introduction", fetchImpl);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://spam.example";
    fireEvent.click(screen.getByRole("button", { name: t.yes }));
    fireEvent.click(send());
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(bodyOf(fetchImpl)).toMatchObject({ website: "https://spam.example" });
  });
});

describe("docsFeedbackProps", () => {
  it("refuses a path the API would refuse, so the build fails instead of every answer", () => {
    expect(() => docsFeedbackProps("fr", "/docs/start/introduction")).toThrow(/not a docs page's path in fr/);
    expect(() => docsFeedbackProps("en", "/docs/start/introduction/")).toThrow();
    expect(() => docsFeedbackProps("en", "/docs/start/made-up")).toThrow(/not a docs page's path in en/);
  });
});
