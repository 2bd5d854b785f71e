/**
 * The journeys' servers, all at once (e2e/servers.ts): migrates and seeds one local D1
 * state, copies it for each server, starts the servers side by side (scripts/e2e-server.mjs)
 * and prints "e2e servers ready" once every one answers, which Playwright's `webServer.wait`
 * waits for. Playwright started them one after another before, each migrating and seeding
 * its own state: about 20 s each.
 *
 * Environment: E2E_PORT (8788) and E2E_WORKERS (2), as e2e/servers.ts reads them.
 */
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { run } from "./wrangler-env.mjs";

const firstPort = Number(process.env.E2E_PORT ?? "8788");
const ports = Array.from({ length: Number(process.env.E2E_WORKERS ?? "2") }, (_, i) => firstPort + 10 * i);
const template = `.wrangler/e2e-state-template-${firstPort}`;

rmSync(template, { recursive: true, force: true });
const persist = ["--local", "--persist-to", template];
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", ...persist]);
await run("npx", ["wrangler", "d1", "execute", "DB", "--file", "worker/seed/demo.sql", ...persist]);

for (const port of ports) {
  const child = spawn(process.execPath, ["scripts/e2e-server.mjs"], {
    stdio: "inherit",
    env: { ...process.env, E2E_PORT: String(port), E2E_STATE_TEMPLATE: template },
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
