/**
 * What makes two spellings of an address one address, and what an address may contain. No zod
 * here: the rules are plain functions, wrapped into the shared schemas by `validation.ts`.
 */

/** Text, at-sign, text, dot, text, no spaces anywhere: the forms' pattern. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's limits: 254 for the whole address (a 256-octet path less its brackets), 64 for the local part. */
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_MAX_LENGTH = 64;

// Beyond that pattern: characters RFC 5322 never allows unquoted in an address (quoted local
// parts are vanishingly rare), and invisible format characters such as bidi overrides.
const EMAIL_FORBIDDEN = /[<>()[\]\\,;:"\p{Cf}]/u;
/**
 * A DNS label once in ASCII (RFC 1035, RFC 1123): 1 to 63 letters, digits or hyphens, neither
 * first nor last a hyphen. Punycode labels (`xn--…`) are labels like any other.
 */
const DNS_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** An all-digit top-level label: `x@1.2` is an IP address's shape, and no top-level domain is numeric (RFC 3696). */
const NUMERIC_LABEL = /^[0-9]+$/;
// Non-ASCII domains go through the URL parser's IDNA mapping, but only when they hold nothing a
// URL parser would read as syntax (% escapes, ports, paths) or silently drop (controls, format
// characters, spaces): those are refused instead of being mapped into another address.
const ASCII_OUTSIDE_DOMAIN = /[^a-z0-9.-]/;
const NOT_A_DOMAIN_CHARACTER = /[\p{C}\p{Z}]/u;

function domainToAscii(domain: string): string {
  const nonAscii = [...domain].filter((character) => character > "\u007f").join("");
  if (!nonAscii) return domain;
  const ascii = [...domain].filter((character) => character <= "\u007f").join("");
  if (ASCII_OUTSIDE_DOMAIN.test(ascii) || NOT_A_DOMAIN_CHARACTER.test(nonAscii)) return domain;
  try {
    return new URL(`http://${domain}`).hostname;
  } catch {
    return domain;
  }
}

/**
 * One spelling per address: compatibility forms folded (NFKC), trimmed (no-break and ideographic
 * spaces included), lower-case, the domain in ASCII (punycode) without its trailing dot.
 * Idempotent; what cannot be normalised is returned as it is and refused by `isValidEmail`.
 *
 * Folded rather than refused: fullwidth letters come from an East Asian keyboard left in
 * fullwidth mode and ligatures from copying out of a PDF, typed by people who mean the plain
 * address (the domain's IDNA mapping folds the same forms already). Refusing would turn them
 * away; folding lands them on their one entry, and a look-alike can no longer take a second place.
 */
export function normalizeEmail(raw: string): string {
  const text = raw.normalize("NFKC").trim().toLowerCase().normalize("NFKC");
  const at = text.lastIndexOf("@");
  if (at < 0) return text;
  let domain = domainToAscii(text.slice(at + 1));
  if (domain.endsWith(".")) domain = domain.slice(0, -1);
  return `${text.slice(0, at)}@${domain}`;
}

/** The local part of an already normalised address fits RFC 5321. */
export function hasValidLocalLength(email: string): boolean {
  return email.slice(0, email.lastIndexOf("@")).length <= EMAIL_LOCAL_MAX_LENGTH;
}

/** A domain mail can be sent to: two labels or more, each a DNS label, the last one not numeric. */
function isMailDomain(domain: string): boolean {
  const labels = domain.split(".");
  return labels.length >= 2 && labels.every((label) => DNS_LABEL.test(label)) && !NUMERIC_LABEL.test(labels.at(-1)!);
}

/** An unquoted local part (RFC 5322's dot-atom): no dot first, last, or next to another. */
function isDotAtom(local: string): boolean {
  return !local.startsWith(".") && !local.endsWith(".") && !local.includes("..");
}

/**
 * An already normalised address mail can be delivered to: the forms' pattern, no forbidden
 * character, a dot-atom local part, and an ASCII domain of DNS labels.
 */
export function isValidEmail(email: string): boolean {
  if (!EMAIL_PATTERN.test(email) || EMAIL_FORBIDDEN.test(email)) return false;
  const at = email.lastIndexOf("@");
  return isDotAtom(email.slice(0, at)) && isMailDomain(email.slice(at + 1));
}
