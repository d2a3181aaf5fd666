import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/routing";
import { contactDialogProps } from "./contact-props";

describe("contactDialogProps", () => {
  it.each(locales)("gives the island a non-empty text for every label in %s", (locale) => {
    const props = contactDialogProps(locale);
    const texts = [props.label, ...Object.values(props.labels)];
    expect(texts.every((text) => text.trim() !== "")).toBe(true);
    expect(JSON.parse(JSON.stringify(props))).toEqual(props);
  });

  it("is in the page's language", () => {
    expect(contactDialogProps("en").labels.error).toBe("Something went wrong. Please try again.");
    expect(contactDialogProps("fr").labels.error).toBe("Quelque chose s'est mal passé. Veuillez réessayer.");
  });
});
