import { createHash } from "node:crypto";

// A <script> start tag (quoted attribute values may contain ">") and its text up to </script>.
const SCRIPT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;

/** Script types a browser executes (or, for import maps and speculation rules, obeys under script-src). */
const EXECUTABLE_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "text/ecmascript",
  "application/ecmascript",
  "importmap",
  "speculationrules",
]);

/**
 * The text of every inline script a browser would run in this HTML, in order of appearance.
 * Scripts with `src` are covered by 'self'; data blocks such as JSON-LD
 * (`type="application/ld+json"`) never run.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (EXECUTABLE_TYPES.has(value)) scripts.push(text);
  }
  return scripts;
}

/** CSP hash sources (`sha256-…`) of the inline scripts of this HTML, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  return [...new Set(inlineScripts(html).map((text) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`))];
}
