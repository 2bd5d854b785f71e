/**
 * The dashboard's speed against a bare endpoint (docs/ARCHITECTURE.md#one-round-trip):
 * GET /api/user/dashboard of a signed-in investor and the signed-out GET /api/auth/user
 * (a 401 that reads nothing), each REQUESTS times at CONCURRENCY requests in flight,
 * after a warm-up; prints p50 and p99 of each and the ratios dashboard / bare. It also
 * measures GET /api/settings/public, one D1 query and nothing else: the floor of any route
 * that reads D1, which the dashboard (one D1 round trip) cannot go below. The aim
 * (docs/ARCHITECTURE.md#one-round-trip): p50 ratio <= 2 and p99 ratio <= 3, with a handful of users and with 100
 * users and about 350,000 transfers.
 *
 * Usage:
 *   node bench/dashboard.mjs [URL]          a running server (default http://127.0.0.1:8787,
 *                                           e.g. `npm start`): registers a fresh investor
 *                                           with three pending deposit verifications.
 *   node bench/dashboard.mjs --seed-large   seeds 100 investors and ~350,000 transfers
 *                                           (deposits, 10 investments each, 345 days of
 *                                           daily returns through the accruals trigger)
 *                                           into a local D1 under bench/out/, serves it
 *                                           with `wrangler dev` on PORT and measures
 *                                           investor 2. Needs `npm run build`. Takes a few
 *                                           minutes on 2 cores; add --reuse to serve a
 *                                           database a previous run seeded.
 * Options: --requests N (REQUESTS, 500), --concurrency N (CONCURRENCY, 10); for
 * --seed-large, PORT (8856; its inspector on PORT + 1000) and DAYS of daily returns
 * (345; DAYS=3 checks the seeding in seconds).
 * Accounts and transfers are seeded by the ledger module (worker/src/ledger/bulk-seed.ts),
 * bundled here; the daily returns by the accruals trigger, as the daily run pays them.
 */
import { randomBytes, scryptSync } from "node:crypto";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { run, serveLocal, waitUntilUp } from "../scripts/wrangler-env.mjs";
import { load as loadUrl, percentile } from "./lib/http-load.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] !== undefined ? Number(args[i + 1]) : fallback;
};
const REQUESTS = option("--requests", Number(process.env.REQUESTS ?? 500));
const CONCURRENCY = option("--concurrency", Number(process.env.CONCURRENCY ?? 10));
const LARGE = flag("--seed-large");
const PORT = process.env.PORT ?? "8856";
const DIR = "bench/out/dashboard-state";
const SQL = "bench/out/dashboard-seed.sql";
const USERS = 100;
const INVESTMENTS_PER_USER = 10;
const DAYS = Number(process.env.DAYS ?? 345);
const PASSWORD = "bench-kola-nut-2026";
const positional = args.filter((a, i) => !a.startsWith("--") && !args[i - 1]?.match(/^--(requests|concurrency)$/));
const BASE = LARGE ? `http://127.0.0.1:${PORT}` : (positional[0] ?? "http://127.0.0.1:8787").replace(/\/$/, "");

/** A password hash in the app's format (worker/src/services/auth/passwords.ts: scrypt N=2^15, r=8, p=3). */
function hashPassword(password) {
  const [N, r, p] = [2 ** 15, 8, 3];
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N, r, p, maxmem: 256 * N * r });
  return `scrypt$${N}$${r}$${p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

async function seedLarge() {
  mkdirSync("bench/out", { recursive: true });
  await build({
    entryPoints: ["worker/src/ledger/bulk-seed.ts"],
    outfile: "bench/out/bulk-seed.mjs",
    bundle: true,
    format: "esm",
    platform: "neutral",
    logLevel: "warning",
  });
  const { seriesSql, bulkOpenUserAccountsSql, bulkDepositTransfersSql, bulkInvestmentTransfersSql, seedReserveFundingSql } =
    await import(pathToFileURL("bench/out/bulk-seed.mjs").href);
  const investments = USERS * INVESTMENTS_PER_USER;
  const start = new Date(Date.now() - DAYS * 86_400_000).toISOString().slice(0, 10);
  const lines = [
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
     VALUES (901, 'Bench', 'Bench card', 'd', 'h', '/a.svg', 25000, 125);`,
    // Investors 1..100, all with the same password; 2..100 referred by 1.
    `${seriesSql(USERS)} INSERT INTO users (id, full_name, phone, mobile_money_service, password_hash, referral_code, referred_by_user_id, first_invested_at)
     SELECT i, 'Bench Investor ' || i, printf('6%08d', i), 'MTN Mobile Money', '${hashPassword(PASSWORD)}', 'BENCH' || i,
            CASE WHEN i > 1 THEN 1 END, '${start}T08:00:00.000Z' FROM s;`,
    ...bulkOpenUserAccountsSql().map((s) => `${s};`),
    bulkDepositTransfersSql({
      count: USERS,
      from: 1,
      userIdSql: "i",
      amountXafSql: String(INVESTMENTS_PER_USER * 25_000 + 50_000),
    }) + ";",
    // Three deposit verifications and two withdrawals per investor, for the request lists.
    `${seriesSql(USERS * 3)} INSERT INTO deposit_verifications (user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status)
     SELECT (i - 1) % ${USERS} + 1, 'Bench', '670000000', 'BENCH' || i, 'BENCH' || i, 5000, 'MTN', CASE WHEN i % 3 = 0 THEN 'pending' ELSE 'rejected' END FROM s;`,
    `${seriesSql(USERS * 2)} INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status)
     SELECT (i - 1) % ${USERS} + 1, 5000, 250, 'Bench', '670000000', 'MTN Mobile Money', 'failed' FROM s;`,
    `${seriesSql(investments)} INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day)
     SELECT (i - 1) % ${USERS} + 1, 901, 'Bench card', 25000, 125, 365, '${start}' FROM s;`,
    `${bulkInvestmentTransfersSql()};`,
    `${seedReserveFundingSql(investments * DAYS * 125, "dashboard-bench")};`,
  ];
  // The daily returns as days settled before the switch to aggregate accruals left them
  // (docs/decisions/0042-aggregate-accruals.md): one posted daily-return transfer per day, the
  // legacy history the dashboard must never walk, and the investments' counters.
  for (let day = 1; day <= DAYS; day++) {
    lines.push(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
       SELECT 'r:' || id || ':' || date('${start}', '+${day} days'), 'returns_reserve', 'u' || user_id || ':principal', daily_return_xaf,
              'daily_return', user_id, id, date('${start}', '+${day} days') FROM investments WHERE card_id = 901;`,
    );
  }
  lines.push(
    `UPDATE investments SET accrued_days = ${DAYS}, legacy_days = ${DAYS}, paid_days = ${DAYS}, posted_days = ${DAYS},
            total_earned_xaf = ${DAYS} * daily_return_xaf WHERE card_id = 901;`,
  );
  rmSync(DIR, { recursive: true, force: true });
  const persist = ["--persist-to", DIR];
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
  writeFileSync(SQL, `${lines.join("\n")}\n`);
  const t0 = performance.now();
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", SQL, ...persist, "--yes"]);
  console.log(
    `Seeded ${USERS} investors and ~${USERS + investments * (DAYS + 1) + 1} transfers in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
}

const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

async function post(path, body, cookie) {
  const headers = { "Content-Type": "application/json", Origin: BASE, ...(cookie ? { Cookie: cookie } : {}) };
  return fetch(`${BASE}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
}

/** Signs in seeded investor 2 (--seed-large), or registers a fresh one with a few requests. */
async function investorCookie() {
  if (LARGE) {
    const res = await post("/api/auth/login", { phone: "600000002", password: PASSWORD });
    if (res.status !== 200) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
    return cookieOf(res);
  }
  const phone = `6${String(50_000_000 + Math.floor(Math.random() * 49_999_999))}`;
  const res = await post("/api/auth/register", {
    fullName: "Bench Investor",
    phone,
    mobileMoneyService: "MTN Mobile Money",
    password: PASSWORD,
    acceptTerms: true,
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${await res.text()}`);
  const cookie = cookieOf(res);
  for (let i = 0; i < 3; i++) {
    await post(
      "/api/deposit-verification",
      {
        depositName: "Bench",
        userName: "670000000",
        amount: 5000,
        paymentMethod: "MTN",
        transactionId: `BENCH${Date.now()}${i}`,
      },
      cookie,
    );
  }
  return cookie;
}

/** `total` requests to `path` (with the investor's `cookie`, if any), CONCURRENCY at a time. */
const load = (path, cookie, total, expected) =>
  loadUrl(`${BASE}${path}`, {
    total,
    concurrency: CONCURRENCY,
    headers: cookie ? { Cookie: cookie } : {},
    expectStatus: expected,
  });
const pct = percentile;

let server;
if (LARGE) {
  if (!existsSync("dist")) throw new Error("Run `npm run build` first: wrangler dev serves ./dist.");
  if (!(flag("--reuse") && existsSync(DIR))) await seedLarge();
  server = serveLocal({ port: PORT, dir: DIR, admin: { username: "bench-admin", password: "bench-admin-password-2026" } });
}
try {
  await waitUntilUp(BASE);
  const cookie = await investorCookie();
  // Warm-up: the isolate, the D1 pages and both code paths.
  await load("/api/auth/user", undefined, 50, 401);
  await load("/api/user/dashboard", cookie, 50, 200);
  await load("/api/settings/public", undefined, 50, 200);
  const bare = await load("/api/auth/user", undefined, REQUESTS, 401);
  const dash = await load("/api/user/dashboard", cookie, REQUESTS, 200);
  const oneRead = await load("/api/settings/public", undefined, REQUESTS, 200);
  const size = (await (await fetch(`${BASE}/api/user/dashboard`, { headers: { Cookie: cookie } })).arrayBuffer()).byteLength;
  const rows = [
    ["GET /api/auth/user (signed out)", bare],
    ["GET /api/user/dashboard", dash],
    ["GET /api/settings/public (1 D1 read)", oneRead],
  ];
  console.log(
    `\n${BASE}${LARGE ? `, ${USERS} investors, ${(USERS + USERS * INVESTMENTS_PER_USER * (DAYS + 1) + 1).toLocaleString("en")} transfers` : ""}; ${REQUESTS} requests each, ${CONCURRENCY} in flight`,
  );
  console.log(`dashboard answer: ${(size / 1024).toFixed(1)} kB\n`);
  console.log(`${"endpoint".padEnd(34)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)}`);
  for (const [name, t] of rows)
    console.log(`${name.padEnd(34)} ${pct(t, 50).toFixed(1).padStart(8)} ${pct(t, 99).toFixed(1).padStart(8)}`);
  const r50 = pct(dash, 50) / pct(bare, 50);
  const r99 = pct(dash, 99) / pct(bare, 99);
  console.log(`\nratio dashboard / bare: p50 ${r50.toFixed(2)}x (aim <= 2), p99 ${r99.toFixed(2)}x (aim <= 3)`);
  // The floor: a public route that makes one D1 query and nothing else. The dashboard makes
  // one D1 round trip too (its session check and reads in one batch), so it cannot cost less.
  const f50 = pct(oneRead, 50) / pct(bare, 50);
  const d50 = pct(dash, 50) / pct(oneRead, 50);
  console.log(`floor, one D1 read / bare: p50 ${f50.toFixed(2)}x; dashboard / one D1 read: p50 ${d50.toFixed(2)}x`);
} finally {
  if (server) process.kill(-server.pid, "SIGTERM");
}
