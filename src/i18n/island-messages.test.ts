import { describe, expect, it } from "vitest";
import { islandMessages } from "./island-messages";
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
});
