/**
 * What one D1 round trip costs on local workerd, with none of this app's code: a throwaway
 * Worker answers GET /bare (a 401, nothing read), GET /d1 (`SELECT 1` through the D1
 * binding), GET /d1-batch (three statements in one `db.batch`) and GET /kv (one KV get),
 * REQUESTS times each at CONCURRENCY in flight after a warm-up. Prints p50/p99 and each
 * ratio to /bare.
 *
 * Why: the dashboard (one D1 round trip: the session check and every read in one batch,
 * docs/ARCHITECTURE.md#one-round-trip) should cost at most 2x a signed-out request at p50. This bench shows the floor any route reading D1 once meets on this machine;
 * `bench/dashboard.mjs` prints the same floor inside the app (GET /api/settings/public).
 *
 *   node bench/d1-floor.mjs            PORT (8912), REQUESTS (1000), CONCURRENCY (10)
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { spawn } from "node:child_process";
import { OFFLINE_ENV, waitUntilUp } from "../scripts/wrangler-env.mjs";
import { load as loadUrl, percentile } from "./lib/http-load.mjs";

const PORT = Number(process.env.PORT ?? 8912);
const REQUESTS = Number(process.env.REQUESTS ?? 1000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10);
const DIR = "bench/out/d1-floor";
const BASE = `http://127.0.0.1:${PORT}`;

const WORKER = `export default {
  async fetch(request, env) {
    const { pathname } = new URL(request.url);
    if (pathname === "/bare") return Response.json({ error: "Sign in first.", code: "unauthorized" }, { status: 401 });
    if (pathname === "/d1") return Response.json(await env.DB.prepare("SELECT 1 AS one").first());
    if (pathname === "/d1-batch") {
      const rows = await env.DB.batch([1, 2, 3].map((n) => env.DB.prepare("SELECT ? AS n").bind(n)));
      return Response.json(rows.map((r) => r.results));
    }
    if (pathname === "/kv") return Response.json({ value: await env.KV.get("missing") });
    return new Response("not found", { status: 404 });
  },
};
`;

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
writeFileSync(`${DIR}/worker.mjs`, WORKER);
writeFileSync(
  `${DIR}/wrangler.toml`,
  `name = "d1-floor"
main = "worker.mjs"
compatibility_date = "2026-05-01"
[[d1_databases]]
binding = "DB"
database_name = "d1-floor"
database_id = "00000000-0000-0000-0000-000000000000"
[[kv_namespaces]]
binding = "KV"
id = "d1-floor"
`,
);

const server = spawn(
  "npx",
  [
    "wrangler",
    "dev",
    "--config",
    `${DIR}/wrangler.toml`,
    "--port",
    String(PORT),
    "--inspector-port",
    String(PORT + 1000),
    "--log-level",
    "warn",
  ],
  { stdio: ["ignore", "ignore", "inherit"], env: OFFLINE_ENV, detached: true },
);

/** `total` requests to `path`, CONCURRENCY at a time. */
const load = (path, total) => loadUrl(`${BASE}${path}`, { total, concurrency: CONCURRENCY });
const pct = percentile;

try {
  // Any answer below 500 means the Worker is up (this one answers 404 to the app's path).
  await waitUntilUp(BASE);
  const paths = ["/bare", "/d1", "/d1-batch", "/kv"];
  for (const path of paths) await load(path, 100);
  const results = new Map();
  for (const path of paths) results.set(path, await load(path, REQUESTS));
  const bare = results.get("/bare");
  console.log(`\nA bare Worker on local workerd, ${REQUESTS} requests each, ${CONCURRENCY} in flight\n`);
  console.log(`${"route".padEnd(34)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"p50 / bare".padStart(11)}`);
  const names = {
    "/bare": "GET /bare (401, reads nothing)",
    "/d1": "GET /d1 (SELECT 1)",
    "/d1-batch": "GET /d1-batch (3 statements)",
    "/kv": "GET /kv (one KV get)",
  };
  for (const [path, t] of results) {
    const ratio = `${(pct(t, 50) / pct(bare, 50)).toFixed(2)}x`;
    console.log(
      `${names[path].padEnd(34)} ${pct(t, 50).toFixed(1).padStart(8)} ${pct(t, 99).toFixed(1).padStart(8)} ${ratio.padStart(11)}`,
    );
  }
} finally {
  process.kill(-server.pid, "SIGTERM");
}
