/** Playwright journeys in Debian's chromium at phone width (docs/decisions/0020-tests-in-workerd-and-chromium.md). */
import { defineConfig } from "@playwright/test";
import { PORT, WORKERS, serverPort } from "./e2e/servers";

export default defineConfig({
  testDir: "./e2e",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // Tests run side by side on WORKERS workers, each against its own server (e2e/servers.ts),
  // so no journey depends on another's leftovers; a test's beforeAll runs once per worker.
  fullyParallel: true,
  workers: WORKERS,
  // One retry in CI only: wrangler dev on 2 busy cores has been seen to leave a first
  // request hanging; a real failure fails twice and still turns CI red.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    screenshot: "only-on-failure",
    // A page that has not loaded in 45 s is the hanging first request the CI retry is for
    // (above): fail it then, not at the 120 s test timeout. The slowest real load, on the
    // throttled "slow phone", takes about 10 s.
    navigationTimeout: 45_000,
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium-phone", use: { browserName: "chromium" } }],
  // All the workers' servers start side by side from one migrated and seeded state.
  webServer: {
    command: "node scripts/e2e-servers.mjs",
    env: { E2E_PORT: String(serverPort(0)), E2E_WORKERS: String(WORKERS) },
    wait: { stdout: /e2e servers ready/ },
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
