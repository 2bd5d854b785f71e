/**
 * `npm start`: build the PWA and the admin SPA, apply the D1 migrations locally, seed
 * the demo data (idempotent), then serve everything with `wrangler dev` on
 * http://127.0.0.1:8787. No Cloudflare account, no network.
 *
 * The cron runs locally with GET /__scheduled?cron=...&time=<ms>, served by the app
 * itself (worker/src/routes/dev-scheduled.ts): wrangler's --test-scheduled page would
 * answer that path first and ignore `time`, so the flag is deliberately not passed.
 *
 * It also writes a Web Push (VAPID) key pair into .dev.vars when there is none (vapid-keys.mjs).
 *
 * Environment: PORT (8787), INSPECTOR_PORT (wrangler picks one), PERSIST_DIR (wrangler's default .wrangler/state),
 * SKIP_BUILD=1 to reuse an existing dist/.
 */
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { ensureVapidKeys } from "./vapid-keys.mjs";
import { run } from "./wrangler-env.mjs";

const port = process.env.PORT ?? "8787";
const inspector = process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : [];
const persist = process.env.PERSIST_DIR ? ["--persist-to", process.env.PERSIST_DIR] : [];

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (demo admin: admin / admin-demo-2026).");
}
const vapidWritten = await ensureVapidKeys(".dev.vars");
if (vapidWritten.length > 0) console.log(`Wrote ${vapidWritten.join(", ")} to .dev.vars (Web Push keys for this machine).`);
if (process.env.SKIP_BUILD !== "1" || !existsSync("dist/index.html")) await run("npm", ["run", "build"]);
mkdirSync("dist", { recursive: true });
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", "worker/seed/demo.sql", ...persist]);
console.log(`\nLionArt on http://127.0.0.1:${port}  (admin: http://127.0.0.1:${port}/admin)\n`);
await run("npx", ["wrangler", "dev", "--ip", "127.0.0.1", "--port", port, "--log-level", "warn", ...inspector, ...persist]);
