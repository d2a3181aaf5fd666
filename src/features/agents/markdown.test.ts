import { describe, expect, it } from "vitest";
import { bulletList, code, codeBlock, heading, link, markdownDocument, orderedList, quote, table } from "./markdown";

describe("Markdown builders", () => {
  it("joins blocks with one blank line, drops empty ones and ends with a newline", () => {
    expect(markdownDocument([heading(1, "Title"), false, null, undefined, "  ", "Body."])).toBe("# Title\n\nBody.\n");
  });

  it("keeps headings, list items and table cells on one line", () => {
    expect(heading(2, "Two\nlines")).toBe("## Two lines");
    expect(bulletList(["a\nb", "c"])).toBe("- a b\n- c");
    expect(orderedList(["first", "second"])).toBe("1. first\n2. second");
  });

  it("quotes every line of a passage", () => {
    expect(quote("one\n\ntwo")).toBe("> one\n>\n> two");
  });

  it("fences code with its language and a fence longer than any backtick run inside", () => {
    expect(codeBlock("npm install\n", "sh")).toBe("```sh\nnpm install\n```");
    expect(codeBlock("a ```` b", "md")).toBe("`````md\na ```` b\n`````");
    expect(code("architech new")).toBe("`architech new`");
    expect(code("a`b")).toBe("``a`b``");
  });

  it("escapes link text and encodes characters that would end the URL", () => {
    expect(link("[beta] docs", "https://example.com/a b(c)")).toBe("[\\[beta\\] docs](https://example.com/a%20b%28c%29)");
  });

  it("builds a table with escaped pipes and refuses a row of the wrong width", () => {
    expect(table(["Name", "Default"], [["mode", "a | b"]])).toBe("| Name | Default |\n| --- | --- |\n| mode | a \\| b |");
    expect(() => table(["A", "B"], [["only one"]])).toThrow(/1 cells for 2 headers/);
  });
});
