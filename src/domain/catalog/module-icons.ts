/**
 * The neutral icons a module can be drawn with (src/components/icons/module-glyph.tsx): an adapter
 * group's (adapter-groups.ts), or a closer one (module-logos.ts).
 */
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

