/** The icons a module can be drawn with (rendered by src/features/solutions/module-icon-view.tsx). */
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

/**
 * Technology words in a module id that pick its icon, in priority order (keywords
 * such as clerk, stripe, drizzle, resend, nextjs, dashboard, settings, analytics). A module none of
 * them names is drawn by its adapter group (adapter-groups.ts).
 */
export const moduleIconKeywords: readonly { icon: ModuleIconKey; keywords: readonly string[] }[] = [
  { icon: "auth", keywords: ["clerk", "better-auth", "nextauth"] },
  { icon: "payments", keywords: ["stripe", "billing"] },
  { icon: "database", keywords: ["drizzle", "prisma", "sequelize", "typeorm"] },
  { icon: "email", keywords: ["resend", "mail"] },
  { icon: "dashboard", keywords: ["dashboard", "admin"] },
  { icon: "settings", keywords: ["settings", "config"] },
  { icon: "analytics", keywords: ["analytics", "posthog", "plausible"] },
  { icon: "monitoring", keywords: ["sentry"] },
  { icon: "container", keywords: ["docker"] },
  { icon: "testing", keywords: ["vitest", "playwright"] },
  { icon: "state", keywords: ["zustand"] },
  { icon: "forms", keywords: ["forms"] },
  { icon: "ui", keywords: ["shadcn", "tailwind"] },
  { icon: "web3", keywords: ["web3", "viem"] },
  { icon: "i18n", keywords: ["intl", "i18n"] },
  { icon: "tooling", keywords: ["dev-tools", "eslint"] },
  { icon: "framework", keywords: ["nextjs"] },
];
