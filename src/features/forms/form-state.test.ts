import { describe, expect, it } from "vitest";
import { formReducer, fieldTextsOf, type FormState } from "./form-state";

type State = FormState<"email" | "company", { id: string }>;
const idle: State = { status: "idle" };

describe("formReducer", () => {
  it("goes idle -> submitting -> success", () => {
    const submitting = formReducer(idle, { type: "submit" });
    expect(submitting).toEqual({ status: "submitting" });
    expect(formReducer(submitting, { type: "succeeded", result: { id: "7" } })).toEqual({ status: "success", result: { id: "7" } });
  });

  it("goes submitting -> error, and sending again leaves the error", () => {
    const failed = formReducer<"email" | "company", { id: string }>({ status: "submitting" }, { type: "failed", message: "Nope", fields: {} });
    expect(failed).toEqual({ status: "error", message: "Nope", fields: {} });
    expect(formReducer(failed, { type: "submit" })).toEqual({ status: "submitting" });
  });

  it("ignores a second submit in flight, a check's answer in flight, and anything after success but a reset", () => {
    const submitting: State = { status: "submitting" };
    expect(formReducer(submitting, { type: "submit" })).toBe(submitting);
    expect(formReducer(submitting, { type: "invalid", fields: { email: "x" } })).toBe(submitting);
    const success: State = { status: "success", result: { id: "1" } };
    expect(formReducer(success, { type: "submit" })).toBe(success);
    expect(formReducer(success, { type: "failed", message: "x", fields: {} })).toBe(success);
    expect(formReducer(success, { type: "reset" })).toEqual(idle);
  });

  it("shows the browser's field errors without a message, and clears a field once it is fixed", () => {
    const invalid = formReducer(idle, { type: "invalid", fields: { email: "Email is required", company: "Company is required" } });
    expect(invalid).toEqual({ status: "error", message: null, fields: { email: "Email is required", company: "Company is required" } });
    const fixed = formReducer(invalid, { type: "rechecked", field: "email", text: undefined });
    expect(fieldTextsOf(fixed)).toEqual({ email: undefined, company: "Company is required" });
    // A field that was not flagged is not flagged by typing in it.
    expect(formReducer(fixed, { type: "rechecked", field: "email", text: "Please enter a valid email address" })).toBe(fixed);
  });

  it("has no field texts outside an error", () => {
    expect(fieldTextsOf(idle)).toEqual({});
    expect(fieldTextsOf({ status: "submitting" })).toEqual({});
  });
});
