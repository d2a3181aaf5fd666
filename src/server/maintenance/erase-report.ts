import type { ErasableKind, Erasure } from "../db/store";
import type { ErasureOutcome } from "./erase";

/** The tables erasure searches, as the database names them, in the order the report lists them. */
export const TABLE_NAMES = { waitlist: "waitlist_entries", contact: "contact_messages", "demo-requests": "demo_requests" } as const satisfies Record<ErasableKind, string>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function waitlistDetail({ positions, movedUp }: Erasure): string {
  if (positions.length === 0) return "";
  const one = positions.length === 1;
  const held = one ? `position ${positions[0]}` : `positions ${positions.join(", ")}`;
  const them = one ? "it" : "them";
  const behind = movedUp === 0 ? `nobody was behind ${them}` : `${plural(movedUp, "entry", "entries")} behind ${them} moved up${one ? " one place" : ""}`;
  return ` (${held}; ${behind})`;
}

/** What `npm run erase` prints: what was removed from each table, or that nothing holds the address. */
export function describeErasure(outcome: ErasureOutcome): string[] {
  const { email, erasure, otherSpellings } = outcome;
  const total = Object.values(erasure.removed).reduce((sum, count) => sum + count, 0);
  if (total === 0) {
    return [`Nothing to erase: no row holds ${email} (${Object.values(TABLE_NAMES).join(", ")} checked).`];
  }
  const width = Math.max(...Object.values(TABLE_NAMES).map((name) => name.length));
  return [
    `Erased every row for ${email}:`,
    ...(otherSpellings.length > 0 ? [`  also stored as: ${otherSpellings.join(", ")}`] : []),
    ...(Object.keys(TABLE_NAMES) as (keyof typeof TABLE_NAMES)[]).map((kind) => {
      const detail = kind === "waitlist" ? waitlistDetail(erasure) : "";
      return `  ${TABLE_NAMES[kind].padEnd(width)}  ${String(erasure.removed[kind]).padStart(4)}${detail}`;
    }),
  ];
}
