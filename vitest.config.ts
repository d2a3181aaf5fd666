import { defineConfig } from "vitest/config";
import tsconfigPaths from "vite-tsconfig-paths";

export default defineConfig({
  plugins: [tsconfigPaths()],
  // `server-only` throws outside React's server condition; tests import server modules directly.
  resolve: { alias: { "server-only": new URL("./node_modules/server-only/empty.js", import.meta.url).pathname } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mts}", "messages/**/*.test.ts"],
    environment: "node",
    // Storage tests open real databases: keep parallelism modest on a 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
