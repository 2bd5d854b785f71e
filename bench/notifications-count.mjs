/**
 * The unread-count poll (docs/product-rules.md#notifications, NOT-5): every open app asks
 * `GET /api/notifications/count` every 30 seconds, so it should cost about what a bare
 * endpoint costs. Against a server that is already running, registers one investor
 * through the API, then sends N requests at concurrency C to the count and to a bare
 * endpoint (signed-out `GET /api/auth/user`, which answers 401 without touching D1), and
 * prints p50 and p99 in milliseconds of each and the count's ratio to the bare one. The
 * aim is a p50 ratio within 1.5.
 *
 * Usage: node bench/notifications-count.mjs [URL]   (default http://127.0.0.1:8787)
 * Environment: N (requests per endpoint, 1000), C (concurrency, 10), WARMUP (20).
 * A smoke run: `N=20 node bench/notifications-count.mjs http://127.0.0.1:8801`.
 */
import { load, percentile } from "./lib/http-load.mjs";
const BASE = (process.argv[2] ?? "http://127.0.0.1:8787").replace(/\/$/, "");
const N = Number(process.env.N ?? 1000);
const C = Number(process.env.C ?? 10);
const WARMUP = Number(process.env.WARMUP ?? 20);

/** Registers a fresh investor (a random phone in the 69 range) and returns its session cookie. */
async function registerInvestor() {
  const phone = `69${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;
  const res = await fetch(`${BASE}/api/auth/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE },
    body: JSON.stringify({
      fullName: "Bench Investor",
      phone,
      mobileMoneyService: "MTN Mobile Money",
      password: "bench-kola-nut-2026",
      acceptTerms: true,
    }),
  });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${await res.text()}`);
  const pair = res.headers
    .getSetCookie()
    .filter((c) => !/Max-Age=0/.test(c))
    .at(-1)
    ?.split(";")[0];
  if (!pair) throw new Error("registration set no session cookie");
  return pair;
}

/** The q-quantile (0..1) of sorted durations, nearest rank. */
const quantile = (sorted, q) => percentile(sorted, q * 100);

/** Sends `count` GETs of `path` with `headers`, `C` at a time; returns the sorted durations (ms). */
const measure = (path, headers, expectStatus, count) =>
  load(`${BASE}${path}`, { total: count, concurrency: C, headers, expectStatus });

const cookie = await registerInvestor();
const endpoints = [
  { name: "GET /api/notifications/count", path: "/api/notifications/count", headers: { Cookie: cookie }, status: 200 },
  { name: "GET /api/auth/user (signed out)", path: "/api/auth/user", headers: {}, status: 401 },
];
const results = [];
for (const e of endpoints) {
  await measure(e.path, e.headers, e.status, WARMUP);
  const sorted = await measure(e.path, e.headers, e.status, N);
  results.push({ name: e.name, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99) });
}

console.log(`${BASE}: ${N} requests per endpoint at concurrency ${C}`);
for (const r of results) console.log(`${r.name.padEnd(34)} p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms`);
const [count, bare] = results;
console.log(
  `count / bare: p50 ${(count.p50 / bare.p50).toFixed(2)}x  p99 ${(count.p99 / bare.p99).toFixed(2)}x  (aim: p50 within 1.5x)`,
);
