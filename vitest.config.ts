import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      // Vite 6 (Astro 5's) ignores `tsconfigPaths`: tsconfig's `@/` alias is spelled out here.
      "@": new URL("./src", import.meta.url).pathname,
    },
  },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mts}", "integrations/**/*.test.{ts,mts}", "messages/**/*.test.ts"],
    environment: "node",
    setupFiles: ["src/test/dialog-stub.ts"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/unit.json" }]] : ["default"],
    // Storage tests open real databases: keep parallelism modest on a 2-core machine.
    maxWorkers: 2,
    testTimeout: 20_000,
  },
});
