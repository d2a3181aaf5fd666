import type { AdapterGroup, AdapterModule } from "@/domain/catalog/catalog";
import { moduleRecords } from "@/domain/catalog/catalog-records";

/** The picker's order: what a project is built on first, then what it adds, tooling last. */
export const pickerGroupOrder = [
  "framework",
  "database",
  "auth",
  "payment",
  "email",
  "ui",
  "state",
  "testing",
  "observability",
  "deployment",
  "content",
  "blockchain",
  "tooling",
] as const satisfies readonly AdapterGroup[];

const adapters = moduleRecords.filter((module): module is AdapterModule => module.category === "adapter");

/** The adapters of a group, in catalogue order. */
export function adaptersOf(group: AdapterGroup): AdapterModule[] {
  return adapters.filter((module) => module.group === group);
}

function normalise(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}

/**
 * Whether an adapter answers a search: every word of the query appears in its name, id,
 * description or group name (accents and case ignored).
 */
export function adapterMatches(module: { id: string; name: string }, extra: readonly string[], query: string): boolean {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalise([module.name, module.id, ...extra].join(" "));
  return words.every((word) => haystack.includes(word));
}
