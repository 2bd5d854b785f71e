/**
 * Makes `.dev.vars` (wrangler's local secrets) ready for `npm start`: created from
 * `.dev.vars.example` when absent (the demo admin), the example's lines for settings added
 * since a developer's copy was made, and this machine's local keys (Web Push, vapid-keys.mjs;
 * proof of liabilities, liabilities-keys.mjs). Idempotent: once ready it writes nothing. The
 * journeys' servers start side by side, so scripts/e2e-servers.mjs calls it once before
 * starting them: two processes filling in one file at once could lose its lines.
 */
import { appendFileSync, copyFileSync, existsSync, readFileSync } from "node:fs";
import { ensureLiabilityKeys } from "./liabilities-keys.mjs";
import { ensureVapidKeys } from "./vapid-keys.mjs";

/** Adds the example's line for `name` to a .dev.vars made before that setting existed. */
function addMissingVar(name) {
  if (new RegExp(`^\\s*${name}\\s*=\\s*\\S`, "m").test(readFileSync(".dev.vars", "utf8"))) return;
  const line = new RegExp(`^\\s*${name}\\s*=.*$`, "m").exec(readFileSync(".dev.vars.example", "utf8"))?.[0];
  if (line) appendFileSync(".dev.vars", `\n${line.trim()}\n`);
}

/** See the module: prepares `.dev.vars` in the current folder, saying what it wrote. */
export async function prepareDevVars() {
  if (!existsSync(".dev.vars")) {
    copyFileSync(".dev.vars.example", ".dev.vars");
    console.log("Created .dev.vars from .dev.vars.example (demo admin: admin / admin-demo-2026).");
  }
  // Settings added after a developer's .dev.vars was made: TOTP secrets' sealing key, the
  // local push service's origin.
  addMissingVar("TOTP_ENCRYPTION_KEY");
  addMissingVar("LOCAL_PUSH_ORIGIN");
  // The payment rails' and the sign-in challenge's settings (the simulator's, scripts/start.mjs).
  const example = readFileSync(".dev.vars.example", "utf8");
  const rails = [...example.matchAll(/^\s*((?:PAWAPAY|NOTCHPAY|TURNSTILE)_[A-Z0-9_]+)\s*=/gm)].map((m) => m[1]);
  const added = rails.filter((name) => {
    const had = new RegExp(`^\\s*${name}\\s*=`, "m").test(readFileSync(".dev.vars", "utf8"));
    if (!had) addMissingVar(name);
    return !had;
  });
  if (added.length > 0) console.log(`Added ${added.join(", ")} to .dev.vars (simulator).`);
  const vapidWritten = await ensureVapidKeys(".dev.vars");
  if (vapidWritten.length > 0) console.log(`Wrote ${vapidWritten.join(", ")} to .dev.vars (Web Push keys for this machine).`);
  const liabilityKeysWritten = await ensureLiabilityKeys(".dev.vars");
  if (liabilityKeysWritten.length > 0)
    console.log(`Wrote ${liabilityKeysWritten.join(", ")} to .dev.vars (proof of liabilities keys).`);
}
