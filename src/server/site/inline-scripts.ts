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
 * CSP hash sources (`sha256-…`) of every inline script a browser would run in this HTML, in
 * order of appearance and without repeats. Scripts with `src` are covered by 'self'; data blocks
 * such as JSON-LD (`type="application/ld+json"`) never run and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(value)) continue;
    hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  }
  return [...hashes];
}
