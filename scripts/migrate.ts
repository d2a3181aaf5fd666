/**
 * `npm run db:migrate`: validates the environment and applies pending migrations to the
 * configured database. scripts/start.ts runs the same steps before serving.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createLogger } from "@/server/log";
import { envOrExit } from "@/server/startup/environment";
import { migrateOrExit } from "@/server/startup/migrations";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const env = envOrExit();
await migrateOrExit(env, createLogger(env.LOG_LEVEL), path.join(root, "drizzle"));
