import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { fontSubsetText } from "./subset";

/** Whether the subsetter keeps a character: the text it is given holds it. */
const subset = new Set(fontSubsetText());
const isInFontSubset = (codePoint: number) => subset.has(String.fromCodePoint(codePoint));

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => pattern.test(file) && !file.includes(".test."))
    .map((file) => join(dir, file));
}

describe("font subset", () => {
  it("covers every character of the site's copy in both languages", () => {
    const sources = [...filesUnder("messages", /\.json$/), ...filesUnder("src", /\.tsx?$/)];
    const missing = new Set<string>();
    for (const file of sources) {
      for (const character of readFileSync(file, "utf8")) {
        const codePoint = character.codePointAt(0) ?? 0;
        // Emoji are drawn by the system's colour font, never by Geist: those above U+1F000, those
        // shown as emoji by default (✅, ✨: the CLI's output the site quotes), and the selector
        // that asks for an emoji (U+FE0F, in 🏗️).
        if (codePoint >= 0x1f000 || /\p{Emoji_Presentation}/u.test(character) || codePoint === 0xfe0f || character === "\n" || character === "\t") continue;
        if (!isInFontSubset(codePoint)) missing.add(`${character} U+${codePoint.toString(16)} in ${file}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("lists French letters and typographic punctuation, and nothing twice", () => {
    const text = fontSubsetText();
    for (const character of "éèêàçœÉ«»’…—") expect(text).toContain(character);
    expect(new Set(text).size).toBe([...text].length);
  });
});
