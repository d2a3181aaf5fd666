import { defineConfig } from "vitest/config";

// Tests against real `npm start` processes (production build, SIGKILL, export while serving).
// Separate from `test:unit` because they need `astro build` (made on first run when missing).
export default defineConfig({
  resolve: {
    alias: { "@": new URL("./src", import.meta.url).pathname },
  },
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    // One server at a time: a 2-core machine, and the durability test kills servers mid-write.
    fileParallelism: false,
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/server.json" }]] : ["default"],
    testTimeout: 120_000,
    hookTimeout: 900_000,
    globalSetup: ["tests/server/global-setup.ts"],
  },
});
