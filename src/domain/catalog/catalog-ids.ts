// Generated from catalog.json by scripts/catalog-ids.ts: do not edit by hand.

/** Every module id, in catalogue order. */
export const moduleIds = [
  "auth/better-auth",
  "blockchain/web3",
  "content/next-intl",
  "database/drizzle",
  "database/prisma",
  "database/sequelize",
  "database/typeorm",
  "deployment/docker",
  "email/resend",
  "framework/nextjs",
  "observability/sentry",
  "payment/stripe",
  "state/zustand",
  "testing/vitest",
  "ui/shadcn-ui",
  "ui/forms",
  "ui/tailwind",
  "tooling/dev-tools",
  "better-auth-drizzle-integration",
  "better-auth-nextjs-integration",
  "docker-drizzle-integration",
  "docker-nextjs-integration",
  "drizzle-nextjs-integration",
  "prisma-nextjs-integration",
  "resend-nextjs-integration",
  "resend-shadcn-integration",
  "sentry-drizzle-nextjs-integration",
  "sentry-nextjs-integration",
  "shadcn-nextjs-integration",
  "shadcn-zustand-integration",
  "stripe-drizzle-integration",
  "stripe-nextjs-integration",
  "stripe-shadcn-integration",
  "vitest-nextjs-integration",
  "vitest-zustand-integration",
  "web3-nextjs-integration",
  "web3-shadcn-integration",
  "zustand-nextjs-integration",
] as const;

/** Every genome template id, in catalogue order. */
export const genomeIds = [
  "comprehensive-app",
  "saas-starter",
  "ecommerce-app",
  "blog-app",
] as const;

/** The technology groups of the adapters, in order of first appearance. */
export const adapterGroups = [
  "auth",
  "blockchain",
  "content",
  "database",
  "deployment",
  "email",
  "framework",
  "observability",
  "payment",
  "state",
  "testing",
  "ui",
  "tooling",
] as const;

export type ModuleId = (typeof moduleIds)[number];
export type GenomeId = (typeof genomeIds)[number];
export type AdapterGroup = (typeof adapterGroups)[number];
