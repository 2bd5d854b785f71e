/** Playwright journeys in Debian's chromium (its headless shell) at phone width (docs/decisions/0020-tests-in-workerd-and-chromium.md). */
import { existsSync } from "node:fs";
import { defineConfig } from "@playwright/test";
import { PORT, WORKERS, serverPort } from "./e2e/servers";

const CHROMIUM = "/usr/bin/chromium";
/**
 * Debian's chromium-headless-shell (the same Chromium build as /usr/bin/chromium, without
 * the desktop browser around it) takes about a quarter less CPU per journey, which on two
 * cores is a quarter off the wall time; /usr/bin/chromium where it is not installed.
 */
const HEADLESS_SHELL = existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : CHROMIUM;
/** The journeys that need the Push API and notifications, which only the whole browser has. */
const PUSH_JOURNEYS = /(notifications|push-service-worker)\.spec\.ts$/;

/** Launch options for the browser at `executablePath`. */
function launch(executablePath: string) {
  return {
    executablePath,
    args: ["--no-sandbox", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  };
}

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
    // No service worker precaching the whole app in every new context, nor animations
    // painting frames: both cost CPU that the journeys share. The journeys about the service
    // worker (offline, push) allow it; contexts made with browser.newContext() inherit these.
    serviceWorkers: "block",
    reducedMotion: "reduce",
    // A page that has not loaded in 45 s is the hanging first request the CI retry is for
    // (above): fail it then, not at the 120 s test timeout. The slowest real load, on the
    // throttled "slow phone", takes about 10 s.
    navigationTimeout: 45_000,
  },
  projects: [
    {
      name: "chromium-phone",
      testIgnore: PUSH_JOURNEYS,
      use: { browserName: "chromium", launchOptions: launch(HEADLESS_SHELL) },
    },
    // The headless shell has no Push API nor notifications: the push journeys run in the whole browser.
    { name: "chromium-push", testMatch: PUSH_JOURNEYS, use: { browserName: "chromium", launchOptions: launch(CHROMIUM) } },
  ],
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
