// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FieldError, fieldErrorProps, FormAlert } from "./field-error";

describe("field errors", () => {
  it("mark the field invalid and describe it by its error first", () => {
    expect(fieldErrorProps("e", "Required", "hint")).toEqual({ "aria-invalid": true, "aria-describedby": "e hint" });
    expect(fieldErrorProps("e", undefined, "hint")).toEqual({ "aria-invalid": undefined, "aria-describedby": "hint" });
    expect(fieldErrorProps("e", undefined)).toEqual({ "aria-invalid": undefined, "aria-describedby": undefined });
  });

  it("render the error under the field, the form's in an alert", () => {
    render(
      <>
        <input aria-label="Email" {...fieldErrorProps("email-error", "Email is required")} />
        <FieldError id="email-error" error="Email is required" />
        <FormAlert message="Try again" />
      </>,
    );
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBe("email-error");
    expect(screen.getByRole("alert").textContent).toBe("Try again");
  });
});
