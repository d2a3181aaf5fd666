import type { MarketplaceModule } from "@/data/catalog";

export const moduleIconKeys = [
  "auth",
  "payments",
  "database",
  "email",
  "framework",
  "dashboard",
  "settings",
  "analytics",
  "monitoring",
  "container",
  "testing",
  "state",
  "ui",
  "forms",
  "web3",
  "i18n",
  "tooling",
  "module",
] as const;
export type ModuleIconKey = (typeof moduleIconKeys)[number];

/** Keywords in a module's id or group, in priority order; the first rule that matches picks the icon. */
const rules: readonly { icon: ModuleIconKey; keywords: readonly string[] }[] = [
  { icon: "auth", keywords: ["clerk", "better-auth", "auth", "nextauth"] },
  { icon: "payments", keywords: ["stripe", "payment", "billing"] },
  { icon: "database", keywords: ["drizzle", "prisma", "sequelize", "typeorm", "database"] },
  { icon: "email", keywords: ["resend", "email", "mail"] },
  { icon: "dashboard", keywords: ["dashboard", "admin"] },
  { icon: "settings", keywords: ["settings", "config"] },
  { icon: "analytics", keywords: ["analytics", "posthog", "plausible"] },
  { icon: "monitoring", keywords: ["sentry", "observability"] },
  { icon: "container", keywords: ["docker", "deployment"] },
  { icon: "testing", keywords: ["vitest", "testing", "playwright"] },
  { icon: "state", keywords: ["zustand", "state"] },
  { icon: "forms", keywords: ["forms"] },
  { icon: "ui", keywords: ["shadcn", "tailwind", "ui/"] },
  { icon: "web3", keywords: ["web3", "blockchain", "viem"] },
  { icon: "i18n", keywords: ["intl", "i18n"] },
  { icon: "tooling", keywords: ["tooling", "dev-tools", "eslint"] },
  { icon: "framework", keywords: ["nextjs", "framework"] },
];

/**
 * The icon of a module. An integrator is drawn by the first technology it joins (the Stripe icon
 * for stripe-drizzle), so the grid shows what each piece is for; anything unknown gets a neutral module icon.
 */
export function moduleIconKey(module: Pick<MarketplaceModule, "id" | "category" | "group">): ModuleIconKey {
  const subjects = module.category === "integrator" && Array.isArray(module.group) ? [...module.group, module.id] : [module.id];
  for (const subject of subjects) {
    const haystack = subject.toLowerCase();
    const rule = rules.find((candidate) => candidate.keywords.some((keyword) => haystack.includes(keyword)));
    if (rule) return rule.icon;
  }
  return "module";
}
