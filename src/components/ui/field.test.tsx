// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Field } from "./field";
import { fieldIds, formFieldIds, formPartId } from "./field-ids";
import { FormSuccess, FormSuccessTitle } from "./form-success";

afterEach(cleanup);

describe("form ids", () => {
  it("name every part from the form's scope", () => {
    expect(formPartId("demo", "title")).toBe("demo-title");
    expect(fieldIds("demo", "email")).toEqual({ control: "demo-email", error: "demo-email-error" });
    expect(formFieldIds("docs-feedback", ["comment"])).toEqual({ comment: { control: "docs-feedback-comment", error: "docs-feedback-comment-error" } });
  });
});

describe("Field", () => {
  const ids = fieldIds("f", "email");

  it("labels the control and describes it by its error first, then its hints", () => {
    render(
      <Field ids={ids} label="Email" hint="required" error="Email is required" describedBy="privacy">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: /Email/ });
    expect(input.id).toBe("f-email");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("f-email-error privacy");
    expect(document.getElementById("f-email-error")?.textContent).toBe("Email is required");
  });

  it("leaves the error to the form's alert when told, and marks the control invalid only as told", () => {
    render(
      <Field ids={ids} label="Email" error="Offline" errorIn="alert" invalid={false}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole("textbox");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.getAttribute("aria-describedby")).toBe("f-email-error");
    expect(document.getElementById("f-email-error")).toBeNull();
  });

  it("renders an empty hidden slot for a script to fill", () => {
    render(
      <Field ids={ids} label="Comment" errorIn="slot" describedBy="count">
        {(control) => <textarea {...control} />}
      </Field>,
    );
    expect(screen.getByRole("textbox").getAttribute("aria-describedby")).toBe("count");
    expect(document.getElementById("f-email-error")?.hidden).toBe(true);
  });
});

describe("FormSuccess", () => {
  it("moves the focus to its title, or to itself", () => {
    const { unmount } = render(
      <FormSuccess focus="title">
        <FormSuccessTitle>Sent</FormSuccessTitle>
      </FormSuccess>,
    );
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Sent" }));
    unmount();
    render(
      <FormSuccess focus="self" status>
        <FormSuccessTitle>Welcome</FormSuccessTitle>
      </FormSuccess>,
    );
    expect(document.activeElement).toBe(screen.getByRole("status"));
    expect(screen.getByRole("heading").hasAttribute("tabindex")).toBe(false);
  });
});
