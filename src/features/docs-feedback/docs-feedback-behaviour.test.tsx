// @vitest-environment jsdom
import { fireEvent, screen, within } from "@testing-library/dom";
import { describe, expect, it, vi } from "vitest";
import fr from "../../../messages/fr.json" with { type: "json" };
import { getTranslator } from "@/i18n/translator";
import { docsFeedbackProps } from "./docs-feedback-props";
import { ID, answered, refused, mount, t, yes, no, comment, send, savedLine, useServerDouble } from "./docs-feedback-widget.fixture";

describe("docs feedback widget", () => {
  const double = useServerDouble();

  it("asks the question with Yes and No and says what pressing one stores, and nothing else until one is", () => {
    mount("en", "/docs/start/introduction", double.fetch);
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
    mount("en", "/docs/reference/cli/new", double.fetch);
    yes().focus();
    fireEvent.click(yes());
    expect(yes().getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("textbox", { name: `${t.comment.yes} ${t.optional}` })).toBeTruthy();
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    expect(double.calls()).toEqual([{ url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/reference/cli/new", locale: "en", helpful: true, website: "" } }]);
    expect(document.activeElement).toBe(yes());
  });

  it("changes the same answer when the reader changes their mind, even before the first was stored", async () => {
    let store: (response: Response) => void = () => undefined;
    double.fetch.mockImplementationOnce(() => new Promise<Response>((resolve) => (store = resolve)));
    mount("en", "/docs/start/introduction", double.fetch);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(double.fetch).toHaveBeenCalledTimes(1));
    fireEvent.click(no());
    expect(no().getAttribute("aria-pressed")).toBe("true");
    expect(yes().getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole("textbox", { name: `${t.comment.no} ${t.optional}` })).toBeTruthy();
    expect(double.fetch).toHaveBeenCalledTimes(1);
    expect(savedLine()).toBeNull();

    store(answered(201));
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    expect(double.calls()).toEqual([
      { url: "/api/feedback", method: "POST", keepalive: true, body: { path: "/docs/start/introduction", locale: "en", helpful: true, website: "" } },
      { url: `/api/feedback/${ID}`, method: "PATCH", keepalive: true, body: { helpful: false, website: "" } },
    ]);

    // Pressed again, the answer the server holds: nothing to send.
    fireEvent.click(no());
    await Promise.resolve();
    expect(double.fetch).toHaveBeenCalledTimes(2);
  });

  it("sends Yes, No, Yes pressed in one go as the last of them", async () => {
    mount("en", "/docs/start/introduction", double.fetch);
    fireEvent.click(yes());
    fireEvent.click(no());
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    expect(double.calls().map(({ method, body }) => [method, (body as { helpful: boolean }).helpful])).toEqual([["POST", true]]);
  });

  it("shows a failed answer in the reader's language, and stores it when pressed again", async () => {
    double.fetch.mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce(refused(429, "rate_limited"));
    mount("fr", "/fr/docs/start/installation", double.fetch);
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
    expect(double.calls().map(({ method, body }) => [method, body])).toEqual(Array(3).fill(["POST", { path: "/fr/docs/start/installation", locale: "fr", helpful: true, website: "" }]));
  });

  it("says when the answer can no longer be changed, with the window the server keeps", async () => {
    mount("en", "/docs/start/introduction", double.fetch);
    fireEvent.click(yes());
    await vi.waitFor(() => expect(savedLine()).not.toBeNull());
    double.fetch.mockResolvedValueOnce(refused(404, "feedback_not_found"));
    fireEvent.input(comment(), { target: { value: "Late." } });
    fireEvent.click(send());
    const expired = getTranslator("en", "DocsFeedback")("expired", { hours: 24 });
    expect(expired).toContain("24 hours");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", expired);
  });
});

describe("docsFeedbackProps", () => {
  it("refuses a path the API would refuse, so the build fails instead of every answer", () => {
    expect(() => docsFeedbackProps("fr", "/docs/start/introduction")).toThrow(/not a docs page's path in fr/);
    expect(() => docsFeedbackProps("en", "/docs/start/introduction/")).toThrow();
    expect(() => docsFeedbackProps("en", "/docs/start/made-up")).toThrow(/not a docs page's path in en/);
  });
});
