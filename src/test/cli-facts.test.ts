import { describe, expect, it } from "vitest";
import { isInCliFacts, plannedCommandSentences, quotedCliMessages, quotedCliMessagesInText } from "./cli-facts";

describe("the CLI's known output", () => {
  it("holds what state B printed, word for word, spaces squeezed, with placeholders and ellipses for any text", () => {
    expect(isInCliFacts("V2 feature addition not yet implemented")).toBe(true);
    expect(isInCliFacts("ℹ️ INFO: ⚠️ Marketplace functionality is temporarily disabled")).toBe(true);
    expect(isInCliFacts("❌ ERROR: ❌ Genome file not found: <path>")).toBe(true);
    expect(isInCliFacts("First module must be a framework module, but found: auth")).toBe(true);
    expect(isInCliFacts("💥 An error occurred during project_creation. For more details, run with --verbose.")).toBe(true);
    expect(isInCliFacts("Failed to execute TypeScript genome: …")).toBe(true);
    expect(isInCliFacts("Error: Unknown command 'generate'")).toBe(false);
    expect(isInCliFacts("✓ Project generated in 12s")).toBe(false);
  });
});

describe("quoted CLI messages", () => {
  it("are a page's console output, its inline code that reads as a message, and what a sentence says the CLI prints", () => {
    const markdown = [
      "It prints `V2 feature addition not yet implemented` and exits with `1`; see `project.name` and `architech new`.",
      "",
      "Then it prints “No genomes found matching your criteria.” and stops. The “composer” is a page.",
      "",
      "```console",
      "$ architech scale",
      "⚠️  WARN: ⚠️ This is a V2 feature - not yet implemented",
      "```",
    ].join("\n");
    expect(quotedCliMessages(markdown)).toEqual(["⚠️  WARN: ⚠️ This is a V2 feature - not yet implemented", "V2 feature addition not yet implemented", "No genomes found matching your criteria."]);
    expect(quotedCliMessagesInText("Elle affiche « Marketplace functionality is temporarily disabled » et s’arrête.\nLe « composeur » écrit le génome.")).toEqual(["Marketplace functionality is temporarily disabled"]);
  });
});

describe("planned commands", () => {
  it("are sentences naming a command with a word of plan, outside the CLI's own quoted words", () => {
    const text = [
      "`generate` will write a genome file. `add` prints `V2 feature addition not yet implemented`.",
      "",
      "`marketplace` prints “This feature will be available in a future update”.",
      "",
      "| `enhance` | Prévue |",
      "",
      "La commande `create-module` arrivera bientôt.",
    ].join("\n");
    expect(plannedCommandSentences(text)).toEqual(["`generate` will write a genome file.", "| `enhance` | Prévue |", "La commande `create-module` arrivera bientôt."]);
  });
});
