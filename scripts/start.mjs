/**
 * `npm start`: build the PWA and the admin SPA, apply the D1 migrations locally, seed
 * the demo data (idempotent), then serve everything with `wrangler dev` on
 * http://127.0.0.1:8787. No Cloudflare account, no network.
 *
 * The cron runs locally with GET /__scheduled?cron=...&time=<ms>, served by the app
 * itself (worker/src/routes/dev-scheduled.ts): wrangler's --test-scheduled page would
 * answer that path first and ignore `time`, so the flag is deliberately not passed.
 *
 * It also writes a Web Push (VAPID) key pair into .dev.vars when there is none (vapid-keys.mjs), and
 * the proof of liabilities' salt and signing keys (liabilities-keys.mjs).
 * The payment-provider simulator (simulator/, pawaPay v2 + Notch Pay) runs beside it on
 * SIMULATOR_PORT (8789 with the default PORT, else PORT + 2000 so checkouts do not collide),
 * sending callbacks to this app; the Worker is pointed at it with --var *_BASE_URL. Its
 * credentials are read from .dev.vars, so both sides agree. SIMULATOR=off skips it.
 * The simulator also serves the Turnstile stand-in of the sign-in challenge (widget script and
 * siteverify, simulator/src/turnstile-routes.ts); the Worker gets TURNSTILE_VERIFY_URL and
 * TURNSTILE_SCRIPT_URL at its port the same way, and the test keys from .dev.vars.
 *
 * Environment: PORT (8787), INSPECTOR_PORT (wrangler picks one), PERSIST_DIR (wrangler's default .wrangler/state),
 * INSPECTOR=off to serve without wrangler's devtools inspector (the journeys' servers), SKIP_BUILD=1 to reuse an existing dist/, SKIP_DB_SETUP=1 when PERSIST_DIR is already migrated and seeded, SIMULATOR_PORT, SIMULATOR=off, DEMO_CHANNELS=manual (leave the
 * payment channels manual instead of switching the demo to the simulator's automatic rails), LOCAL_PUSH_ORIGIN
 * (the local push service's origin; it takes precedence over .dev.vars).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { build } from "esbuild";
import { prepareDevVars } from "./prepare-dev-vars.mjs";
import { OFFLINE_ENV, migrateAndSeed, run } from "./wrangler-env.mjs";

const port = process.env.PORT ?? "8787";
const inspector = process.env.INSPECTOR_PORT ? ["--inspector-port", process.env.INSPECTOR_PORT] : [];
const persist = process.env.PERSIST_DIR ? ["--persist-to", process.env.PERSIST_DIR] : [];

await prepareDevVars();
/** Runs one SQL statement against the local D1. */
const d1Command = (sql) => run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--command", sql, ...persist]);
// LOCAL_PUSH_ORIGIN in the environment (the Playwright server's local push service) wins over .dev.vars.
const pushVars = process.env.LOCAL_PUSH_ORIGIN ? { LOCAL_PUSH_ORIGIN: process.env.LOCAL_PUSH_ORIGIN } : {};
// The apps, and the first-screen module the Worker imports (wrangler.toml [alias]).
const built = existsSync("dist/index.html") && existsSync("worker/.generated/first-screen.js");
if (process.env.SKIP_BUILD !== "1" || !built) await run("npm", ["run", "build"]);
mkdirSync("dist", { recursive: true });
if (process.env.SKIP_DB_SETUP !== "1") await migrateAndSeed(persist);
// The demo pays through the simulator: automatic channels for both methods, unless an owner
// already chose (INSERT OR IGNORE). DEMO_CHANNELS=manual keeps the seed's manual channels (the
// Playwright server, whose journeys switch them on where they need them).
if (process.env.DEMO_CHANNELS !== "manual" && process.env.SIMULATOR !== "off") {
  const automatic = { MTN: "automatic", Orange: "automatic" };
  const channels = JSON.stringify({ deposits: automatic, payouts: automatic });
  await d1Command(`INSERT OR IGNORE INTO settings (key, value) VALUES ('payment_channels', '${channels}')`);
}
// The demo's operator funds the returns reserve once, so a demo investor's returns are paid
// from the first day instead of waiting 'pending funding' (docs/product-rules.md#reserve).
// A reserve_funding transfer (operator capital -> returns reserve), posted as
// reserveFundingTransfer posts it: the ledger's triggers move both balances; a fixed key
// makes it once only. DEMO_RESERVE_XAF=0 leaves the reserve empty (the Playwright server).
const demoReserveXaf = Number(process.env.DEMO_RESERVE_XAF ?? 5_000_000);
if (Number.isSafeInteger(demoReserveXaf) && demoReserveXaf > 0) {
  await d1Command(
    `INSERT OR IGNORE INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, memo)
     VALUES ('demo_reserve_funding:1', 'operator_capital', 'returns_reserve', ${demoReserveXaf}, 'reserve_funding', 'Demo: the operator funds the returns reserve')`,
  );
}
const simulatorVars = process.env.SIMULATOR === "off" ? {} : await startSimulator();
/** Text bindings set here over wrangler.toml and .dev.vars. */
const vars = { ...simulatorVars, ...pushVars };
console.log(`\nLionArt on http://127.0.0.1:${port}  (admin: http://127.0.0.1:${port}/admin)\n`);
if (process.env.INSPECTOR === "off") await serveWithoutInspector(vars);
else
  await run("npx", [
    "wrangler",
    "dev",
    "--ip",
    "127.0.0.1",
    "--port",
    port,
    "--log-level",
    "warn",
    ...inspector,
    ...persist,
    ...Object.entries(vars).flatMap(([key, value]) => ["--var", `${key}:${value}`]),
  ]);

/**
 * The same dev server through wrangler's `unstable_startWorker`, with the inspector off
 * (INSPECTOR=off; the journeys' servers). `wrangler dev` has no flag for that, and with it
 * on, every event of the runtime's devtools (each D1 query and its answer) goes to
 * wrangler's process and its debug log file: about 10 ms of CPU per request, and half the
 * time of a simple request.
 */
async function serveWithoutInspector(textVars) {
  Object.assign(process.env, OFFLINE_ENV);
  const { unstable_startWorker } = await import("wrangler");
  const worker = await unstable_startWorker({
    config: "wrangler.toml",
    // What `wrangler dev` derives from compatibility_flags = ["nodejs_compat"] and a date after 2024-09-23.
    build: { nodejsCompatMode: "v2" },
    bindings: Object.fromEntries(Object.entries(textVars).map(([key, value]) => [key, { type: "plain_text", value }])),
    dev: {
      inspector: false,
      server: { hostname: "127.0.0.1", port: Number(port) },
      persist: process.env.PERSIST_DIR ?? ".wrangler/state",
      watch: false,
      logLevel: "warn",
    },
  });
  await worker.ready;
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => worker.dispose().finally(() => process.exit(130)));
}

/** Bundles and starts simulator/src/node.ts; returns the text bindings that point the Worker at it. */
async function startSimulator() {
  const simPort = process.env.SIMULATOR_PORT ?? (port === "8787" ? "8789" : String(Number(port) + 2000));
  const paymentVars = (file) =>
    Object.fromEntries(
      readFileSync(file, "utf8")
        .split("\n")
        .map((line) => /^\s*((?:PAWAPAY|NOTCHPAY|TURNSTILE)_[A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
        .filter(Boolean)
        .map((m) => [m[1], m[2]]),
    );
  // scripts/prepare-dev-vars.mjs added the example's lines a .dev.vars made before them lacked.
  const devVars = paymentVars(".dev.vars");
  // One bundle per port: the journeys start several servers (e2e/servers.ts).
  const outfile = `.wrangler/simulator/node-${port}.mjs`;
  await build({
    entryPoints: ["simulator/src/node.ts"],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    // npm packages stay imports; the workspace's own TypeScript (@app/schema) is bundled in, as node cannot run it.
    plugins: [
      {
        name: "bundle-workspace-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith("@app/") ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: "warning",
  });
  const env = {
    ...process.env,
    ...devVars,
    SIMULATOR_PORT: simPort,
    SIMULATOR_CALLBACK_BASE_URL: `http://127.0.0.1:${port}/api/payments`,
  };
  const child = spawn(process.execPath, [outfile], { stdio: "inherit", env });
  child.on("exit", (code) => code && console.warn(`Payment simulator stopped (exit ${code}); provider calls will be unknown.`));
  process.on("exit", () => child.kill());
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
  const base = `http://127.0.0.1:${simPort}`;
  return {
    PAWAPAY_BASE_URL: base,
    NOTCHPAY_BASE_URL: base,
    TURNSTILE_VERIFY_URL: `${base}/turnstile/v0/siteverify`,
    TURNSTILE_SCRIPT_URL: `${base}/turnstile/v0/api.js?render=explicit`,
  };
}
