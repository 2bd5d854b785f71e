/**
 * Runs wrangler with the environment that keeps it offline
 * (docs/decisions/0018-offline-development.md): no metrics, no Cloudflare fetches, no
 * banner. `run(args)` resolves when wrangler exits and rejects on a non-zero exit.
 */
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const OFFLINE_ENV = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};

export function run(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: "inherit", env: OFFLINE_ENV, ...opts });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}`))));
  });
}

/**
 * Applies the D1 migrations to the local database and seeds the demo data (idempotent);
 * `persist` is wrangler's `--persist-to <dir>` or nothing for its default state.
 */
export async function migrateAndSeed(persist = []) {
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", "worker/seed/demo.sql", ...persist]);
}

/**
 * Migrates and seeds an EMPTY local D1 state in `dir` with one wrangler call: every
 * migration in order, each recorded in `d1_migrations` as `wrangler d1 migrations apply`
 * records it (so a later apply finds nothing to do), then the demo seed. `migrations apply`
 * starts the local database once per file (about 15 s for 18 files); this takes about 4 s.
 * For the journeys' template state (scripts/e2e-servers.mjs), which always starts empty.
 */
export async function migrateAndSeedEmpty(dir) {
  const migrations = "worker/migrations";
  const files = readdirSync(migrations)
    .filter((name) => name.endsWith(".sql"))
    .sort();
  const sql = [
    // wrangler's own table (d1 migrations apply), so the state is the same as after it.
    "CREATE TABLE IF NOT EXISTS d1_migrations(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);",
    ...files.flatMap((name) => [
      readFileSync(path.join(migrations, name), "utf8"),
      `INSERT INTO d1_migrations (name) VALUES ('${name}');`,
    ]),
    readFileSync("worker/seed/demo.sql", "utf8"),
  ].join("\n");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, "setup.sql");
  writeFileSync(file, sql);
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", file, "--persist-to", dir]);
}

/**
 * Starts `wrangler dev` on `port` (inspector on port + 1000) over the local D1/KV state in
 * `dir`, as development with `admin` as the configured admin; the benches' own server.
 * Returns the child (detached: stop it with `process.kill(-child.pid)`).
 */
export function serveLocal({ port, dir, admin }) {
  return spawn(
    "npx",
    [
      "wrangler",
      "dev",
      "--port",
      String(port),
      "--inspector-port",
      String(Number(port) + 1000),
      "--persist-to",
      dir,
      "--var",
      "APP_ENV:development",
      "--var",
      `ADMIN_USERNAME:${admin.username}`,
      "--var",
      `ADMIN_PASSWORD:${admin.password}`,
      "--var",
      "DEVICE_COOKIE_SECRET:bench-only-device-cookie-key-not-a-secret",
    ],
    { stdio: ["ignore", "ignore", "inherit"], env: OFFLINE_ENV, detached: true },
  );
}

/** Resolves once the app at `base` answers (any status below 500); rejects after 2 minutes. */
export async function waitUntilUp(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/transparency`)).status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no server answers on ${base}`);
}
