/**
 * The journeys' servers, one per Playwright worker (e2e/servers.ts): migrates and seeds one
 * local D1 state, gives each server a copy of its own (so two workers never see each other's
 * investors, settings or rate limits, and every run begins from the demo data alone), starts
 * the already built app on each port side by side (scripts/start.mjs, without the devtools
 * inspector) and prints "e2e servers ready" once every one answers, which Playwright's
 * `webServer.wait` waits for. One after another, each migrating and seeding its own state,
 * they took about 20 s each.
 *
 * Environment: E2E_PORT (8788) and E2E_WORKERS (2), as e2e/servers.ts reads them.
 */
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import { prepareDevVars } from "./prepare-dev-vars.mjs";
import { migrateAndSeedEmpty } from "./wrangler-env.mjs";

const firstPort = Number(process.env.E2E_PORT ?? "8788");
const ports = Array.from({ length: Number(process.env.E2E_WORKERS ?? "2") }, (_, i) => firstPort + 10 * i);
const template = `.wrangler/e2e-state-template-${firstPort}`;

// .dev.vars once, before the servers start side by side and each would fill it in.
await prepareDevVars();
rmSync(template, { recursive: true, force: true });
await migrateAndSeedEmpty(template);

for (const port of ports) {
  const dir = `.wrangler/e2e-state-${port}`;
  rmSync(dir, { recursive: true, force: true });
  cpSync(template, dir, { recursive: true });
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: String(port),
      PERSIST_DIR: dir,
      SKIP_DB_SETUP: "1",
      SKIP_BUILD: "1",
      // No devtools inspector: it costs wrangler about 10 ms of CPU per request (start.mjs).
      INSPECTOR: "off",
      // The local push service e2e/notifications.spec.ts serves (e2e/support.ts PUSH_PORT): the
      // one loopback origin the Worker accepts push subscriptions for.
      LOCAL_PUSH_ORIGIN: `https://127.0.0.1:${port + 3000}`,
      // Journeys start from the manual channels; the payments journey switches them on and back.
      DEMO_CHANNELS: "manual",
      // A card sells only when the free reserve can fund its whole target return (RES-4): enough
      // for the journeys' purchases; the money journey and the approvals journey fund more.
      DEMO_RESERVE_XAF: "200000",
    },
  });
  child.on("exit", (code) => {
    console.error(`e2e server on ${port} exited (${code})`);
    process.exit(1);
  });
}

/** Resolves once `port` answers the public settings, polling every 200 ms. */
async function answering(port) {
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/settings/public`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
await Promise.all(ports.map(answering));
console.log(`e2e servers ready on ${ports.join(", ")}`);
