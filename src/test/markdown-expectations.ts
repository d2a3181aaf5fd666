import { expect } from "vitest";

/** The text outside fenced and inline code, where Markdown structure and prose live. */
function prose(markdown: string): string {
  return markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1$/gm, "").replace(/`+[^`\n]*`+/g, "");
}

/**
 * What every Markdown twin promises an agent (shared by the renderers' tests): no HTML, fenced
 * code with a language, absolute links only, no unfilled value, one trailing newline.
 */
export function expectAgentMarkdown(markdown: string): void {
  expect(markdown.endsWith("\n") && !markdown.endsWith("\n\n")).toBe(true);
  expect(prose(markdown)).not.toMatch(/<\/?[a-z][^>]*>/i);
  const fences = [...markdown.matchAll(/^(`{3,})(\S*)$/gm)];
  expect(fences.length % 2).toBe(0);
  for (let index = 0; index < fences.length; index += 2) expect(fences[index]![2], "a fence without a language").not.toBe("");
  for (const [, target] of prose(markdown).matchAll(/\]\(([^)]*)\)/g)) expect(target).toMatch(/^https?:\/\//);
  expect(markdown).not.toMatch(/undefined|\[object |NaN|\{[a-z]+\}/);
}
