import { normalizeEmail } from "@/domain/forms/email";
import { emailField } from "@/domain/forms/fields";
import type { ErasableKind, Erasure, Store } from "../db/store";
import { TABLE_NAMES } from "./erase-report";

/** The tables that hold an address: the forms' (docs feedback holds none). */
const ERASABLE_KINDS = Object.keys(TABLE_NAMES) as ErasableKind[];

/** The same field the three forms validate: the address is normalised exactly as at sign-up. */
const ADDRESS = emailField();

// eslint-disable-next-line no-control-regex -- any character outside ASCII
const NON_ASCII = /[^\u0000-\u007f]/;

export interface ErasureOutcome {
  email: string;
  erasure: Erasure;
  /** Other stored spellings of the address, erased with it. */
  otherSpellings: string[];
}

// The forms' first checks, before they refused addresses no mail reaches (`x@1.2`,
// `..x..@example.com`): such addresses may be stored from then, and must still be erasable.
const STORED_BEFORE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const NOT_IN_AN_ADDRESS = /[<>()[\]\\,;:"\p{C}\p{Z}]/u;

/** The address as the forms store it, or why the forms would refuse it. */
export function parseAddress(raw: string): { ok: true; email: string } | { ok: false; problem: string } {
  const parsed = ADDRESS.safeParse(raw);
  if (parsed.success) return { ok: true, email: parsed.data };
  const code = parsed.error.issues[0]?.message;
  const normalised = normalizeEmail(raw);
  if (code === "email_invalid" && STORED_BEFORE.test(normalised) && !NOT_IN_AN_ADDRESS.test(normalised)) return { ok: true, email: normalised };
  return { ok: false, problem: `${JSON.stringify(raw)} is not an email address the forms would accept (${code}).` };
}

/**
 * Rows stored before sign-ups folded compatibility forms (src/domain/forms/email.ts) may hold another
 * spelling of the same address (fullwidth letters for `fw1@example.com`): those are found by
 * normalising what is stored. Only non-ASCII addresses can differ, so only they are normalised.
 */
async function otherStoredSpellings(store: Pick<Store, "readAll">, email: string): Promise<string[]> {
  const found = new Set<string>();
  for (const kind of ERASABLE_KINDS) {
    for await (const row of store.readAll(kind)) {
      if (row.email !== email && NON_ASCII.test(row.email) && normalizeEmail(row.email) === email) found.add(row.email);
    }
  }
  return [...found].sort();
}

/** Erases every row of one person's address (from `parseAddress`) from every table. */
export async function eraseAddress(store: Pick<Store, "readAll" | "eraseEmails">, email: string): Promise<ErasureOutcome> {
  const otherSpellings = await otherStoredSpellings(store, email);
  const erasure = await store.eraseEmails([email, ...otherSpellings]);
  return { email, erasure, otherSpellings };
}
