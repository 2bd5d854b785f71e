/**
 * Admin lists at scale (docs/product-rules.md#admin-lists): seeds 100,000 users and
 * 1,000,000 ledger transfers (plus 200,000 deposit verifications, 100,000 withdrawals,
 * 100,000 investments and 100,000 audit entries) in a local D1 under bench/out/, serves
 * the built app with `wrangler dev`, signs in as an admin and prints how long the first
 * page of each admin list, a filtered page and the global search take: the median of
 * RUNS requests after one warm-up each. The aim is under 300 ms each. Accounts and
 * transfers are seeded by the ledger module (worker/src/ledger/bulk-seed.ts), bundled here.
 *
 * Usage: node bench/admin-lists.mjs [--reuse]   (after `npm run build`)
 * Environment: PORT (8855), USERS (100000), TRANSFERS (1000000), RUNS (5); a small run:
 * `USERS=1000 TRANSFERS=10000 node bench/admin-lists.mjs`.
 * --reuse serves the database a previous run seeded instead of seeding again.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { run, serveLocal, waitUntilUp } from "../scripts/wrangler-env.mjs";

const PORT = process.env.PORT ?? "8855";
const USERS = Number(process.env.USERS ?? 100_000);
const TRANSFERS = Number(process.env.TRANSFERS ?? 1_000_000);
const RUNS = Number(process.env.RUNS ?? 5);
const DIR = "bench/out/admin-lists-state";
const SQL = "bench/out/admin-lists-seed.sql";
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN = { username: "bench-admin", password: "bench-admin-password-2026" };
const reuse = process.argv.includes("--reuse") && existsSync(DIR);

if (!existsSync("dist")) throw new Error("Run `npm run build` first: wrangler dev serves ./dist.");
mkdirSync("bench/out", { recursive: true });

// The ledger's bulk seeding (worker/src/ledger/bulk-seed.ts): accounts and transfers are
// written by the ledger module only, so it is bundled and imported here.
await build({
  entryPoints: ["worker/src/ledger/bulk-seed.ts"],
  outfile: "bench/out/bulk-seed.mjs",
  bundle: true,
  format: "esm",
  platform: "neutral",
  logLevel: "warning",
});
const {
  seriesSql: series,
  bulkOpenUserAccountsSql,
  bulkDepositTransfersSql,
} = await import(pathToFileURL("bench/out/bulk-seed.mjs").href);

function seedSql() {
  const deposits = USERS * 2;
  const lines = [
    `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf)
     VALUES (1, 'Bench', 'Bench card', 'd', 'h', '/a.svg', 25000, 125);`,
    // 1 in 50 suspended; created one minute apart, newest last.
    `${series(USERS)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code, is_active, created_at)
     SELECT i, 'Bench Investor ' || i, printf('6%08d', i), CASE i % 2 WHEN 0 THEN 'MTN Mobile Money' ELSE 'Orange Money' END,
            'B' || i, CASE WHEN i % 50 = 0 THEN 0 ELSE 1 END,
            strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' minutes') FROM s;`,
    ...bulkOpenUserAccountsSql().map((stmt) => `${stmt};`),
    // 10 % pending, 70 % approved, 20 % rejected.
    `${series(deposits)} INSERT INTO deposit_verifications (id, user_id, deposit_name, user_name, transaction_id, transaction_key, amount_xaf, payment_method, status, created_at)
     SELECT i, i % ${USERS} + 1, 'Sender ' || i, '6' || printf('%08d', i % ${USERS} + 1), 'MP' || i, 'MP' || i, 1000 + (i % 97) * 100,
            CASE i % 2 WHEN 0 THEN 'MTN' ELSE 'Orange' END,
            CASE WHEN i % 10 = 0 THEN 'pending' WHEN i % 10 >= 8 THEN 'rejected' ELSE 'approved' END,
            strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || i || ' seconds') FROM s;`,
  ];
  // Deposits in chunks of 100,000: each fires the balance trigger twice. Deposit i credits
  // the user and amount of verification i and links it when that one exists and was
  // approved; the rest are deposits with no verification.
  const chunk = 100_000;
  for (let from = 1; from <= TRANSFERS; from += chunk) {
    const n = Math.min(chunk, TRANSFERS - from + 1);
    const deposit = bulkDepositTransfersSql({
      count: n,
      from,
      userIdSql: `i % ${USERS} + 1`,
      amountXafSql: "1000 + (i % 97) * 100",
      cashSql: "CASE i % 2 WHEN 0 THEN 'cash:mtn' ELSE 'cash:orange' END",
      depositVerificationIdSql: `CASE WHEN i <= ${deposits} AND i % 10 BETWEEN 1 AND 7 THEN i END`,
    });
    lines.push(`${deposit};`);
  }
  lines.push(
    // 5 % pending, 10 % failed, the rest completed.
    `${series(USERS)} INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status)
     SELECT i, 2000 + (i % 50) * 100, 100, 'Bench Investor ' || i, printf('6%08d', i), 'MTN Mobile Money',
            CASE WHEN i % 20 = 0 THEN 'pending' WHEN i % 10 = 1 THEN 'failed' ELSE 'completed' END FROM s;`,
    `${series(USERS)} INSERT INTO investments (user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day, is_active)
     SELECT i, 1, 'Bench card', 25000, 125, 30, '2026-01-01', CASE WHEN i % 3 = 0 THEN 0 ELSE 1 END FROM s;`,
    `${series(USERS)} INSERT INTO audit_log (admin_id, admin_username, action, target_type, target_id, detail)
     SELECT NULL, 'bench-admin', CASE i % 3 WHEN 0 THEN 'deposit.approve' WHEN 1 THEN 'withdrawal.approve' ELSE 'user.suspend' END,
            CASE i % 3 WHEN 0 THEN 'deposit_verification' WHEN 1 THEN 'withdrawal' ELSE 'user' END, CAST(i AS TEXT),
            '{"adminNotes":"bench"}' FROM s;`,
    "ANALYZE;",
  );
  return `${lines.join("\n")}\n`;
}

async function seed() {
  rmSync(DIR, { recursive: true, force: true });
  const persist = ["--persist-to", DIR];
  await run("npx", ["wrangler", "d1", "migrations", "apply", "DB", "--local", ...persist]);
  writeFileSync(SQL, seedSql());
  const t0 = performance.now();
  await run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--file", SQL, ...persist, "--yes"]);
  console.log(`Seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function signIn() {
  const res = await fetch(`${BASE}/api/admin/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: BASE },
    body: JSON.stringify(ADMIN),
  });
  if (res.status !== 200) throw new Error(`admin sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(cookie, path) {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${BASE}${path}`, { headers: { Cookie: cookie, Origin: BASE } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, body };
  };
  const { body } = await once();
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push((await once()).ms);
  return { ms: median(runs), runs, body };
}

if (!reuse) await seed();
const server = serveLocal({ port: PORT, dir: DIR, admin: ADMIN });
try {
  await waitUntilUp(BASE);
  const cookie = await signIn();
  const cases = [
    ["users, first page", "/api/admin/users"],
    ["users, q=investor 4242", "/api/admin/users?q=investor%204242"],
    ["deposit verifications, pending", "/api/admin/deposit-verifications?status=pending"],
    ["deposit verifications, q=MP4242", "/api/admin/deposit-verifications?status=pending&q=MP4242"],
    ["withdrawals, pending (with totals)", "/api/admin/withdrawals?status=pending"],
    ["investments, first page", "/api/admin/investments"],
    ["audit log, first page", "/api/admin/audit-log"],
    ["global search 'Bench Investor 4242'", "/api/admin/search?q=Bench%20Investor%204242"],
    ["global search '670004242'", "/api/admin/search?q=670004242"],
  ];
  console.log(`\n${USERS} users, ${TRANSFERS} transfers; median of ${RUNS} runs after a warm-up (aim: < 300 ms)\n`);
  for (const [name, path] of cases) {
    const { ms, runs, body } = await time(cookie, path);
    const facts = body.total !== undefined ? ` total ${body.total}, counts ${JSON.stringify(body.counts)}` : "";
    console.log(
      `${ms < 300 ? "ok  " : "SLOW"} ${name.padEnd(38)} ${ms.toFixed(0).padStart(5)} ms  (${runs.map((r) => r.toFixed(0)).join(", ")})${facts}`,
    );
  }
} finally {
  process.kill(-server.pid, "SIGTERM");
}
