import { defineConfig } from "vitest/config";

// Tests against real `npm start` processes (production build, SIGKILL, export while serving).
// Separate from `test:unit` because they need `next build` (made on first run when missing).
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/server/**/*.test.ts"],
    environment: "node",
    // One server at a time: each runs a full Next.js production server on a 2-core machine.
    fileParallelism: false,
    reporters: process.env.CI ? ["default", ["json", { outputFile: "reports/server.json" }]] : ["default"],
    testTimeout: 120_000,
    hookTimeout: 900_000,
    globalSetup: ["tests/server/global-setup.ts"],
  },
});
