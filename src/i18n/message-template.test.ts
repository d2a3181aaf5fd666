import { describe, expect, it } from "vitest";
import { getTranslator } from "@/i18n/translator";
import { fillTemplate, placeholder } from "./message-template";

describe("label templates", () => {
  it("keep the placeholder through the server's ICU formatting, in both languages", () => {
    expect(getTranslator("en", "Marketplace")("card.detailsLabel", { name: placeholder("name") })).toBe("Details of {name}");
    expect(getTranslator("fr", "Marketplace")("dialog.choices", { choices: placeholder("choices") })).toBe("Au choix\u00a0: {choices}");
  });

  it("fill every named placeholder and leave unknown ones alone", () => {
    expect(fillTemplate("Details of {name}", { name: "Next.js" })).toBe("Details of Next.js");
    expect(fillTemplate("{a} and {a}, not {b}", { a: "x" })).toBe("x and x, not {b}");
    expect(fillTemplate("Source of {name}", { name: "$& {name}" })).toBe("Source of $& {name}");
  });
});
