import { EnvError, getEnv, type Env } from "@/env";

/** The validated environment; on a bad value, one line per problem on stderr and exit 1. */
export function envOrExit(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    process.stderr.write(`${error.message}\nFix the variables above (see .env.example) and start again.\n`);
    process.exit(1);
  }
}
