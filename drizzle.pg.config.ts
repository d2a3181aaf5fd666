import type { Config } from "drizzle-kit";

// Generates drizzle/pg from the PostgreSQL schema: `npm run db:generate`.
export default {
  dialect: "postgresql",
  schema: "./src/server/db/schema-pg.ts",
  out: "./drizzle/pg",
} satisfies Config;
