import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
    // `server-only` throws outside React's server condition; tests import server modules directly.
    alias: { "server-only": new URL("./node_modules/server-only/empty.js", import.meta.url).pathname },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mts}", "messages/**/*.test.ts"],
    environment: "node",
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/unit.json" }]] : ["default"],
    // Storage tests open real databases: keep parallelism modest on a 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
