import type { Config } from "drizzle-kit";

// Generates drizzle/sqlite from the SQLite schema: `npm run db:generate`.
export default {
  dialect: "sqlite",
  schema: "./src/server/db/schema-sqlite.ts",
  out: "./drizzle/sqlite",
} satisfies Config;
