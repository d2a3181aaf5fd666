// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "@/domain/forms/honeypot";
import { contactSchema } from "@/domain/forms/contact";
import type { FormErrorTexts } from "./form-errors";
import { fieldTextsOf } from "./form-state";
import type { SubmitOutcome } from "./submit-json";
import { useFormSubmit } from "./use-form-submit";

const submitJson = vi.hoisted(() => vi.fn<(url: string, body: unknown) => Promise<SubmitOutcome>>());
vi.mock("./submit-json", () => ({ submitJson }));

const texts: FormErrorTexts = {
  fields: { name_required: "Name?", email_required: "Email?", email_invalid: "Bad email", message_required: "Message?" },
  codes: { rate_limited: "Slow down" },
  failed: "Failed",
  network: "Offline",
};
const FIELDS = ["name", "email", "company", "message"] as const;

function TestForm() {
  const { state, form, onSubmit, recheck } = useFormSubmit({ fields: FIELDS, loadSchema: async () => contactSchema, route: "/api/contact", texts, name: "Test" });
  const errors = fieldTextsOf(state);
  return (
    <form ref={form} onSubmit={onSubmit} aria-label="form">
      <p role="status">{state.status === "error" ? state.message : state.status}</p>
      {FIELDS.map((field) => (
        <label key={field}>
          {field}
          <input name={field} aria-invalid={Boolean(errors[field])} data-error={errors[field]} onChange={() => recheck(field)} />
        </label>
      ))}
      <input name={HONEYPOT_FIELD} defaultValue="" aria-hidden />
      <button type="submit">Send</button>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const send = () => act(async () => void fireEvent.submit(screen.getByRole("form")));

afterEach(() => {
  cleanup();
  submitJson.mockReset();
});

describe("useFormSubmit", () => {
  it("shows the browser's field errors, focuses the first, and sends nothing", async () => {
    render(<TestForm />);
    fireEvent.change(field("name"), { target: { value: "Ada" } });
    await send();
    expect(submitJson).not.toHaveBeenCalled();
    expect(field("email").getAttribute("data-error")).toBe("Email?");
    expect(field("message").getAttribute("data-error")).toBe("Message?");
    expect(document.activeElement).toBe(field("email"));
  });

  it("re-checks a flagged field as it is fixed", async () => {
    render(<TestForm />);
    await send();
    fireEvent.change(field("email"), { target: { value: "ada@example.com" } });
    await act(async () => {});
    expect(field("email").getAttribute("aria-invalid")).toBe("false");
    expect(field("name").getAttribute("aria-invalid")).toBe("true");
  });

  it("posts the schema's values once, without blank optional ones, with the honeypot", async () => {
    let answer!: (outcome: SubmitOutcome) => void;
    submitJson.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<TestForm />);
    fireEvent.change(field("name"), { target: { value: " Ada " } });
    fireEvent.change(field("email"), { target: { value: "Ada@Example.com" } });
    fireEvent.change(field("message"), { target: { value: "Hello" } });
    await send();
    await send();
    expect(submitJson).toHaveBeenCalledTimes(1);
    expect(submitJson).toHaveBeenCalledWith("/api/contact", { name: "Ada", email: "ada@example.com", message: "Hello", [HONEYPOT_FIELD]: "" });
    expect(screen.getByRole("status").textContent).toBe("submitting");
    await act(async () => answer({ kind: "ok", status: 201, data: { id: "1" } }));
    expect(screen.getByRole("status").textContent).toBe("success");
  });

  it("shows the server's field errors under their fields and a refusal's text above the form", async () => {
    render(<TestForm />);
    for (const [name, value] of [["name", "Ada"], ["email", "ada@example.com"], ["message", "Hi"]] as const) fireEvent.change(field(name), { target: { value } });
    submitJson.mockResolvedValueOnce({ kind: "fields", status: 400, fields: { email: "email_invalid" } });
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await send();
    expect(field("email").getAttribute("data-error")).toBe("Bad email");
    expect(document.activeElement).toBe(field("email"));
    submitJson.mockResolvedValueOnce({ kind: "refused", status: 429, code: "rate_limited", data: null });
    await send();
    expect(screen.getByRole("status").textContent).toBe("Slow down");
    expect(field("email").getAttribute("aria-invalid")).toBe("false");
  });
});
