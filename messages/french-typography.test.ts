import { describe, expect, it } from "vitest";
import { frenchTypographyProblems } from "@/test/french-typography";
import fr from "./fr.json";

type Tree = { [key: string]: string | Tree };

function entries(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : entries(value, path);
  });
}

const french = entries(fr as Tree);

describe("French messages", () => {
  it("follow French typography: no-break spaces before : ; ! ? % and inside « », typographic apostrophes", () => {
    const problems = french.flatMap(([key, text]) => frenchTypographyProblems(text).map((problem) => `${key}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it("have punctuation to check, so the test above cannot pass on an empty file", () => {
    const signs = french.map(([, text]) => text.match(/\u00a0[:;!?]/g)?.length ?? 0).reduce((sum, count) => sum + count, 0);
    expect(signs).toBeGreaterThan(50);
  });
});
