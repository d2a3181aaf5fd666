// @vitest-environment jsdom
import { fireEvent, screen } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import en from "../../../messages/en.json" with { type: "json" };
import fr from "../../../messages/fr.json" with { type: "json" };
import { COUNT_ANNOUNCE_DELAY_MS } from "./docs-feedback-behaviour";
import { ID, answered, refused, mount, t, yes, no, comment, send, savedLine, useServerDouble } from "./docs-feedback-widget.fixture";

describe("docs feedback widget: the comment", () => {
  const double = useServerDouble();

  it("adds the comment to the stored answer, says so and moves the focus to the thanks", async () => {
    let patch: (response: Response) => void = () => undefined;
    mount("en", "/docs/reference/cli/new", double.fetch);
    fireEvent.click(no());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    double.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (patch = resolve)));
    fireEvent.input(comment(), { target: { value: "  The exit codes are missing.\n" } });
    fireEvent.click(send());

    await vi.waitFor(() => expect(double.fetch).toHaveBeenCalledTimes(2));
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
    expect(double.calls()).toEqual([
      { url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/reference/cli/new", locale: "en", helpful: false, website: "" } },
      { url: `/api/feedback/${ID}`, method: "PATCH", keepalive: true, body: { comment: "  The exit codes are missing.\n", website: "" } },
    ]);
  });

  it("waits for the answer's id before adding a comment sent while the answer was on its way", async () => {
    let store: (response: Response) => void = () => undefined;
    double.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (store = resolve)));
    mount("en", "/docs/start/introduction", double.fetch);
    fireEvent.click(yes());
    fireEvent.input(comment(), { target: { value: "Clear." } });
    fireEvent.click(send());
    await Promise.resolve();
    expect(double.fetch).toHaveBeenCalledTimes(1);
    store(answered(201));
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(double.calls().map(({ url, method }) => [url, method])).toEqual([
      ["/api/feedback", "POST"],
      [`/api/feedback/${ID}`, "PATCH"],
    ]);
  });

  it("sends the answer with the comment when the answer alone could not be stored", async () => {
    double.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    mount("en", "/docs/start/introduction", double.fetch);
    fireEvent.click(no());
    await screen.findByRole("alert");
    fireEvent.input(comment(), { target: { value: "Missing the tsx step." } });
    fireEvent.click(send());
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(double.calls()[1]).toEqual({ url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/start/introduction", locale: "en", helpful: false, comment: "Missing the tsx step.", website: "" } });
  });

  it("keeps what was typed when the comment fails, and sends it again on retry", async () => {
    mount("fr", "/fr/docs/start/installation", double.fetch);
    const f = fr.DocsFeedback;
    fireEvent.click(screen.getByRole("button", { name: f.no }));
    const field = screen.getByRole<HTMLTextAreaElement>("textbox", { name: `${f.comment.no} ${f.optional}` });
    await vi.waitFor(() => expect(savedLine(f.saved)).not.toBeNull());
    double.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(refused(503, "unavailable"));
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
    expect(double.calls().map(({ method }) => method)).toEqual(["POST", "PATCH", "PATCH", "PATCH"]);
    expect(double.calls()[3]?.body).toEqual({ comment: "La commande tsx manque.", website: "" });
  });

  it("counts the characters left as typed, and tells screen readers once typing pauses", () => {
    vi.useFakeTimers();
    mount("en", "/docs/start/introduction", double.fetch);
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
    mount("en", "/docs/start/introduction", double.fetch);
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
    expect(double.fetch).toHaveBeenCalledTimes(1);

    fireEvent.input(comment(), { target: { value: "x".repeat(1000) } });
    expect(screen.queryByText(tooLong)).toBeNull();
    expect(comment().getAttribute("aria-invalid")).toBe("false");
  });

  it("sends nothing for an empty comment, and says the answer is already stored", async () => {
    mount("en", "/docs/concepts/genomes", double.fetch);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fireEvent.input(comment(), { target: { value: "   " } });
    fireEvent.click(send());
    expect(screen.getByText(t.commentEmpty)).toBeTruthy();
    expect(document.activeElement).toBe(comment());
    expect(double.fetch).toHaveBeenCalledTimes(1);
    fireEvent.input(comment(), { target: { value: "Now a word." } });
    expect(screen.queryByText(t.commentEmpty)).toBeNull();
  });

  it("puts the server's comment error under the comment, and a refusal it cannot explain above", async () => {
    mount("en", "/docs/start/introduction", double.fetch);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    double.fetch.mockResolvedValueOnce(refused(400, "validation_failed", { comment: "comment_invalid" })).mockResolvedValueOnce(refused(400, "validation_failed", { body: "changes_required" }));
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
    mount("en", "/docs/start/introduction", double.fetch);
    document.querySelector<HTMLInputElement>('input[name="website"]')!.value = "https://spam.example";
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    fireEvent.input(comment(), { target: { value: "Buy now" } });
    fireEvent.click(send());
    await screen.findByRole("heading", { name: t.thanksTitle });
    expect(double.calls().map(({ body }) => body)).toEqual([expect.objectContaining({ website: "https://spam.example" }), expect.objectContaining({ website: "https://spam.example" })]);
  });
});
