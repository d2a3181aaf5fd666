import { adapterGroupFacts } from "./adapter-groups";
import type { AdapterGroup, ModuleId } from "./catalog-ids";
import { moduleRecord } from "./catalog-records";
import type { ModuleIconKey } from "./module-icons";

/** The simple-icons marks the site draws, by slug (https://simpleicons.org, CC0). */
export const brandSlugs = [
  "betterauth",
  "docker",
  "drizzle",
  "ethereum",
  "nextdotjs",
  "prisma",
  "resend",
  "sentry",
  "sequelize",
  "shadcnui",
  "stripe",
  "tailwindcss",
  "typeorm",
  "vitest",
] as const;
export type BrandSlug = (typeof brandSlugs)[number];

/** How a module is drawn. */
export interface ModuleMark {
  /** Its technology's brand mark in simple-icons; null where it is drawn by its glyph. */
  brand: BrandSlug | null;
  /** A neutral icon for it: its adapter group's, unless a closer one exists. */
  glyph: ModuleIconKey;
}

type AdapterId = Extract<ModuleId, `${AdapterGroup}/${string}`>;

/**
 * Each adapter's brand; the compiler asks for a row when the catalogue gains an adapter. null is a
 * choice, said beside it: simple-icons has no mark for the technology, or the module bundles several.
 */
const adapterBrands: Readonly<Record<AdapterId, BrandSlug | null>> = {
  "auth/better-auth": "betterauth",
  // Viem on Ethereum and its networks: Ethereum is what the visitor recognises.
  "blockchain/web3": "ethereum",
  // next-intl has no mark in simple-icons, and Next.js's would say the module is Next.js itself.
  "content/next-intl": null,
  "database/drizzle": "drizzle",
  "database/prisma": "prisma",
  "database/sequelize": "sequelize",
  "database/typeorm": "typeorm",
  "deployment/docker": "docker",
  "email/resend": "resend",
  "framework/nextjs": "nextdotjs",
  "observability/sentry": "sentry",
  "payment/stripe": "stripe",
  // Zustand has no mark in simple-icons.
  "state/zustand": null,
  "testing/vitest": "vitest",
  "ui/shadcn-ui": "shadcnui",
  // React Hook Form, Zod and their resolvers together.
  "ui/forms": null,
  "ui/tailwind": "tailwindcss",
  // Prettier, ESLint, Husky, lint-staged and commitlint together.
  "tooling/dev-tools": null,
};

/** Glyphs closer to an adapter than its group's (a form field rather than the UI palette). */
const glyphOverrides: Partial<Record<AdapterId, ModuleIconKey>> = { "ui/forms": "forms" };

function isAdapterId(id: ModuleId): id is AdapterId {
  return id in adapterBrands;
}

function adapterMark(id: AdapterId): ModuleMark {
  const group = id.slice(0, id.indexOf("/")) as AdapterGroup;
  return { brand: adapterBrands[id], glyph: glyphOverrides[id] ?? adapterGroupFacts[group].icon };
}

/** A module's mark: an adapter's own; an integrator's is that of the first technology it joins (Stripe for stripe-drizzle). */
export function moduleMark(id: ModuleId): ModuleMark {
  if (isAdapterId(id)) return adapterMark(id);
  const record = moduleRecord(id);
  const first = record.category === "integrator" ? record.group[0] : undefined;
  if (!first || !isAdapterId(first)) throw new Error(`${id} joins no adapter first, so it has no mark`);
  return adapterMark(first);
}

/** What tells a mark apart from the others: its brand's slug, or its glyph's key. */
export function markKey(mark: ModuleMark): string {
  return mark.brand ?? `glyph-${mark.glyph}`;
}

/** The distinct marks of some modules, in order of first appearance. */
export function distinctMarks(ids: readonly ModuleId[]): ModuleMark[] {
  const marks = new Map<string, ModuleMark>();
  for (const id of ids) {
    const mark = moduleMark(id);
    if (!marks.has(markKey(mark))) marks.set(markKey(mark), mark);
  }
  return [...marks.values()];
}

/** The modules whose logos stand for a module: an adapter's own; an integrator's, every technology it joins, in its order. */
export function logoModuleIds(id: ModuleId): readonly ModuleId[] {
  const record = moduleRecord(id);
  return record.category === "integrator" ? record.group : [id];
}
