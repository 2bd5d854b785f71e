/**
 * One journeys' server (one per Playwright worker, e2e/servers.ts; scripts/e2e-servers.mjs
 * starts them): the already built app on port E2E_PORT (8788, 8798, ...) with a fresh local
 * D1/KV state of its own, so every run begins from the demo data alone. With
 * E2E_STATE_TEMPLATE, that state is a copy of an already migrated and seeded one.
 */
import { cpSync, rmSync } from "node:fs";

process.env.PORT = process.env.E2E_PORT ?? "8788";
// One state per server: Playwright starts one server per worker (e2e/servers.ts).
const dir = `.wrangler/e2e-state-${process.env.PORT}`;
rmSync(dir, { recursive: true, force: true });
if (process.env.E2E_STATE_TEMPLATE) {
  cpSync(process.env.E2E_STATE_TEMPLATE, dir, { recursive: true });
  process.env.SKIP_DB_SETUP = "1";
}
process.env.PERSIST_DIR = dir;
// No devtools inspector: it costs wrangler about 10 ms of CPU per request (start.mjs).
process.env.INSPECTOR = "off";
process.env.SKIP_BUILD = "1";
// The local push service e2e/notifications.spec.ts serves (e2e/support.ts PUSH_PORT): the one
// loopback origin the Worker accepts push subscriptions for.
process.env.LOCAL_PUSH_ORIGIN = `https://127.0.0.1:${Number(process.env.PORT) + 3000}`;
// Journeys start from the manual channels; the payments journey switches them on and back.
process.env.DEMO_CHANNELS = "manual";
// The journeys fund the reserve themselves where they need it (the demo's funding would change their figures).
process.env.DEMO_RESERVE_XAF = "0";
await import("./start.mjs");
