import { describe, expect, it } from "vitest";
import { frenchTypographyProblems } from "@/test/french-typography";
import { lightpaperEntry, whitepaperEntry } from "@/test/documents";
import { paperSections } from "./whitepaper/paper-body";

/** Keys whose values name things (fill-messages.ts): not prose. */
const IDENTIFIER_KEYS = new Set(["id", "kind", "figure"]);

/** Every text of a document's French source, with its path (`problem.paragraphs[1]`). */
function texts(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value)
      .filter(([key]) => !IDENTIFIER_KEYS.has(key))
      .flatMap(([key, item]) => texts(item, path ? `${path}.${key}` : key));
  }
  return [];
}

const documents = {
  "lightpaper/fr.md": texts(lightpaperEntry("fr").data, ""),
  "whitepaper/fr.md": [...texts(whitepaperEntry("fr").data, ""), ...texts(paperSections(whitepaperEntry("fr").body), "body")],
};

describe.each(Object.entries(documents))("%s", (_file, entries) => {
  it("follows French typography: no-break spaces before : ; ! ? % and inside « », typographic apostrophes", () => {
    const problems = entries.flatMap(([path, text]) => frenchTypographyProblems(text).map((problem) => `${path}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it("has running text to check", () => {
    expect(entries.filter(([, text]) => text.includes("\u00a0:")).length).toBeGreaterThan(5);
  });
});
