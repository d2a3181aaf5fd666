import { describe, expect, it } from "vitest";
import { islandCount, islandMessages } from "./island-messages";
import { formatCount } from "./message-template";
import { getTranslator } from "./translator";

describe("islandMessages", () => {
  it("passes a namespace's strings as the message file writes them, which read the same as formatted", () => {
    const messages = islandMessages("fr", "DemoRequestForm", ["privacy"]);
    const t = getTranslator("fr", "DemoRequestForm");
    expect(messages.successBody).toBe(t("successBody"));
    expect(messages.email).toBe(t("email"));
    expect(messages).not.toHaveProperty("privacy");
  });

  it("refuses a message only an ICU formatter can read", () => {
    expect(() => islandMessages("en", "DemoRequestForm")).toThrow(/DemoRequestForm\.privacy needs the ICU formatter/);
  });

  it("compiles a plural for the island, which words any count as the build's formatter does once sent as JSON", () => {
    const sent = JSON.parse(JSON.stringify(islandCount("fr", "DocsFeedback", "remaining")));
    const t = getTranslator("fr", "DocsFeedback");
    for (const count of [0, 1, 2, 1000]) expect(formatCount(sent, count)).toBe(t("remaining", { count }));
    expect(formatCount(sent, 0)).toBe("0 caractère restant");
  });

  it("refuses to compile what formatCount cannot word", () => {
    expect(() => islandCount("en", "ModulePage", "metaTitle")).toThrow(/Only plural arguments are supported/);
    expect(() => islandCount("en", "Documents", "readingTime")).toThrow(/Only plural arguments are supported/);
  });
});
