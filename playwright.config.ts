/** Playwright journeys in Debian's chromium at phone width (docs/decisions/0020-tests-in-workerd-and-chromium.md). */
import { defineConfig } from "@playwright/test";

/** E2E_PORT lets two checkouts run their journeys side by side (default 8788). */
const port = process.env.E2E_PORT ?? "8788";

export default defineConfig({
  testDir: "./e2e",
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  // One retry in CI only: wrangler dev on 2 busy cores has been seen to leave a first
  // request hanging; a real failure fails twice and still turns CI red.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [{ name: "chromium-phone", use: { browserName: "chromium" } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/api/settings/public`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
  },
});
