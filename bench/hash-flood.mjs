/**
 * A bare endpoint's latency while password hashing floods the isolate
 * (docs/product-rules.md#rate-limits, "Hashing load"; worker/src/lib/hash-gate.ts). Starts
 * the app with `wrangler dev` over a fresh local D1 under bench/out/, then measures
 * GET /api/transparency (one public read, no hashing) REQUESTS times at CONCURRENCY in
 * flight: first quiet, then while FLOOD clients each send sign-ins for unknown phones
 * (one scrypt hash each, about 320 ms of CPU on a laptop core) back to back, every one from
 * its own IPv4 address so the per-address limit does not stop them first. Prints p50/p99 of
 * both side by side and what the sign-ins were answered (401 hashed, 503 server_busy
 * refused before hashing, 429 rate-limited).
 *
 *   node bench/hash-flood.mjs      PORT (8858; its inspector on PORT + 1000), REQUESTS (200),
 *                                  CONCURRENCY (4), FLOOD (24)
 */
import { mkdirSync, rmSync } from "node:fs";
import { run, serveLocal, waitUntilUp } from "../scripts/wrangler-env.mjs";
import { load, percentile } from "./lib/http-load.mjs";

const PORT = Number(process.env.PORT ?? 8858);
const REQUESTS = Number(process.env.REQUESTS ?? 200);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 4);
const FLOOD = Number(process.env.FLOOD ?? 24);
const DIR = "bench/out/hash-flood-state";
const BASE = `http://127.0.0.1:${PORT}`;
const BARE = "/api/transparency";

/** FLOOD clients signing in to unknown phones back to back until `stop.done`; tallies answers by status. */
function flood(stop) {
  const statuses = {};
  const signIns = [];
  let n = 0;
  const lane = async () => {
    while (!stop.done) {
      n += 1;
      const phone = `69${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
      const t0 = performance.now();
      const answer = await fetch(`${BASE}/api/auth/login`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Origin: BASE,
          "CF-Connecting-IP": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ phone, password: "not-the-password-1" }),
      })
        .then(async (r) => {
          await r.arrayBuffer();
          return r.status;
        })
        // A dropped connection is an answer too: the server could not cope.
        .catch(() => "dropped");
      signIns.push(performance.now() - t0);
      statuses[answer] = (statuses[answer] ?? 0) + 1;
    }
  };
  const lanes = Promise.all(Array.from({ length: FLOOD }, lane));
  return { statuses, signIns, lanes };
}

const measure = (count) => load(`${BASE}${BARE}`, { total: count, concurrency: CONCURRENCY, expectStatus: 200 });
const ms = (v) => (v === undefined ? "-" : v.toFixed(1)).padStart(9);

rmSync(DIR, { recursive: true, force: true });
mkdirSync("dist", { recursive: true }); // wrangler.toml names the assets folder; no built app is needed here.
await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", DIR]);
const server = serveLocal({ port: PORT, dir: DIR, admin: { username: "bench-admin", password: "bench-admin-password-2026" } });
try {
  await waitUntilUp(BASE);
  console.log("server up; measuring quiet");
  await measure(50); // warm-up
  const quiet = (await measure(REQUESTS)).sort((a, b) => a - b);
  const stop = { done: false };
  const flooding = flood(stop);
  await new Promise((r) => setTimeout(r, 1000)); // let the flood build up
  console.log("measuring during the flood");
  const during = (await measure(REQUESTS)).sort((a, b) => a - b);
  stop.done = true;
  await flooding.lanes;
  const signIns = flooding.signIns.sort((a, b) => a - b);

  console.log(`\n${BASE}: GET ${BARE}, ${REQUESTS} requests at concurrency ${CONCURRENCY}; flood of ${FLOOD} sign-in clients\n`);
  console.log(`${"".padEnd(28)}${"quiet".padStart(9)}${"flood".padStart(9)}`);
  console.log(`${`${BARE} p50 ms`.padEnd(28)}${ms(percentile(quiet, 50))}${ms(percentile(during, 50))}`);
  console.log(`${`${BARE} p99 ms`.padEnd(28)}${ms(percentile(quiet, 99))}${ms(percentile(during, 99))}`);
  console.log(`${`${BARE} max ms`.padEnd(28)}${ms(quiet.at(-1))}${ms(during.at(-1))}`);
  const tally = Object.entries(flooding.statuses)
    .map(([status, count]) => `${status}: ${count}`)
    .join(", ");
  console.log(
    `\nsign-ins during the flood: ${signIns.length} (${tally}); p50 ${percentile(signIns, 50).toFixed(1)} ms, p99 ${percentile(signIns, 99).toFixed(1)} ms`,
  );
} finally {
  process.kill(-server.pid, "SIGTERM");
}
