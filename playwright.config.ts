import { defineConfig, devices } from "@playwright/test";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./scripts/lib/chromium";

const PORT = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${PORT}`;
// The server's database folder, one per run. Set in the environment here, in the runner, so every
// worker (which inherits it) can read back what the server stored (tests/e2e/stored-rows.ts).
process.env.E2E_DATA_DIR ??= join(tmpdir(), `architech-e2e-${process.pid}`);

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Two cores: two workers keep the server responsive while tests run side by side.
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"], ["json", { outputFile: "reports/e2e.json" }]] : [["list"], ["html", { open: "never" }]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // Recording a trace costs a third of a test's time on two cores (screencast and DOM snapshots of
    // every step): only the retry of a failed test records one, which is the run that needs it.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } } }],
  webServer: {
    command: "node --import tsx scripts/start.ts",
    url: `${baseURL}/philosophy`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      // In production the API accepts forms posted from SITE_URL's origin only: the one the tests browse.
      SITE_URL: baseURL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      // The suites submit many forms from one address; rate limiting has its own tests.
      RATE_LIMITS: "off",
      ASTRO_TELEMETRY_DISABLED: "1",
    },
  },
});
