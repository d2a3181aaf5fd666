// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "@/domain/forms/honeypot";
import { readForm, requestBody } from "./form-values";

describe("readForm", () => {
  it("reads the named fields and the honeypot from the DOM, blank for a missing field", () => {
    document.body.innerHTML = `<form><input name="email" value="ada@example.com"><textarea name="message">Hi</textarea><input name="${HONEYPOT_FIELD}" value="bot"></form>`;
    const form = document.querySelector("form");
    expect(readForm(form, ["email", "message", "company"])).toEqual({ values: { email: "ada@example.com", message: "Hi", company: "" }, honeypot: "bot" });
    expect(readForm(null, ["email"])).toEqual({ values: { email: "" }, honeypot: "" });
  });
});

describe("requestBody", () => {
  it("leaves out blank optional values and always sends the honeypot", () => {
    expect(requestBody({ email: "a@b.co", company: "Acme", message: null }, "")).toEqual({ email: "a@b.co", company: "Acme", [HONEYPOT_FIELD]: "" });
    expect(requestBody({ email: "a@b.co", company: "  " }, "x")).toEqual({ email: "a@b.co", [HONEYPOT_FIELD]: "x" });
  });
});
