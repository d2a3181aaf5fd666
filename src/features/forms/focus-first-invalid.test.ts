// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { focusFirstInvalid } from "./focus-first-invalid";

function form(): HTMLFormElement {
  document.body.innerHTML = `<form><input name="email"><input name="company"><textarea name="message"></textarea></form>`;
  return document.querySelector("form")!;
}

describe("focusFirstInvalid", () => {
  afterEach(() => (document.body.innerHTML = ""));

  it("focuses the first field with an error in the given order, not the order of the errors", () => {
    const element = form();
    focusFirstInvalid(element, ["email", "company", "message"], { message: "Too long", company: "Required" });
    expect(document.activeElement).toBe(element.querySelector("[name='company']"));
  });

  it("leaves the focus where it is when no field has an error", () => {
    const element = form();
    const email = element.querySelector<HTMLInputElement>("[name='email']")!;
    email.focus();
    focusFirstInvalid(element, ["email", "company", "message"], {});
    expect(document.activeElement).toBe(email);
  });
});
