import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { waitlistFormProps } from "./waitlist-props";

describe("waitlistFormProps", () => {
  it.each(locales)("signs up in %s with every label in that language", (locale) => {
    const props = waitlistFormProps(locale);
    expect(props.language).toBe(locale);
    expect([...Object.values(props.messages), props.honeypot].every((text) => typeof text === "string" && text.trim() !== "")).toBe(true);
    expect(props.messages).not.toHaveProperty("failed");
    const { fields, codes, failed, network } = props.errors;
    expect(Object.keys(fields).sort()).toEqual(["email_invalid", "email_required", "email_too_long"]);
    expect([...Object.values(fields), ...Object.values(codes), failed, network].every((text) => Boolean(text?.trim()))).toBe(true);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it("uses the spec's messages", () => {
    expect(waitlistFormProps("en").messages.alreadyExists).toBe("You're already on our waitlist!");
    expect(waitlistFormProps("fr").errors.fields.email_required).toBe("L’email est requis");
  });
});
