/**
 * Accrual throughput: seeds N active investments in a fresh local D1 (workerd, through
 * wrangler's getPlatformProxy), funds the reserve, then times one run of the real
 * daily-returns cron (worker/src/cron/credit-daily-returns.ts) settling one day each.
 * Prints investments credited per second for N = 10,000 and 100,000 and t(100k)/t(10k).
 * Usage: node bench/accrual.mjs [N ...]
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { getPlatformProxy } from "wrangler";

Object.assign(process.env, {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
});
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const NS = sizes.length ? sizes : [10_000, 100_000];

mkdirSync("bench/out", { recursive: true });
execFileSync(
  "npx",
  [
    "esbuild",
    "worker/src/cron/credit-daily-returns.ts",
    "--bundle",
    "--format=esm",
    "--platform=neutral",
    "--outfile=bench/out/accrual.mjs",
    "--log-level=warning",
  ],
  { stdio: "inherit" },
);
const { creditDailyReturns } = await import(pathToFileURL("bench/out/accrual.mjs").href);

async function freshDb(dir) {
  rmSync(dir, { recursive: true, force: true });
  const proxy = await getPlatformProxy({ configPath: "wrangler.toml", persist: { path: dir } });
  const db = proxy.env.DB;
  for (const file of readdirSync("worker/migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(`worker/migrations/${file}`, "utf8").split("--> statement-breakpoint")) {
      if (stmt.trim()) await db.prepare(stmt).run();
    }
  }
  return { db, proxy };
}

async function seed(db, n) {
  const series = `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ${n})`;
  await db
    .prepare(
      `${series} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code) SELECT i, 'Bench ' || i, printf('6%08d', i), 'MTN Mobile Money', 'B' || i FROM s`,
    )
    .run();
  for (const kind of ["principal", "referral", "invested", "withdrawal_hold"]) {
    await db
      .prepare(`INSERT INTO ledger_accounts (id, user_id, kind) SELECT 'u' || id || ':${kind}', id, '${kind}' FROM users`)
      .run();
  }
  await db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id) SELECT 'seed:' || id, 'cash:mtn', 'u' || id || ':principal', 30000, 'deposit', id FROM users`,
    )
    .run();
  await db
    .prepare(
      `INSERT INTO investment_cards (id, collection, name, description, how_returns_are_earned, image_url, investment_amount_xaf, daily_return_xaf) VALUES (1, 'c', 'Bench card', 'd', 'h', '/a.svg', 25000, 125)`,
    )
    .run();
  await db
    .prepare(
      `INSERT INTO investments (id, user_id, card_id, card_name, amount_xaf, daily_return_xaf, duration_days, start_day) SELECT id, id, 1, 'Bench card', 25000, 125, 30, date('now', '-1 day') FROM users`,
    )
    .run();
  await db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id) SELECT 'investment:' || id, 'u' || id || ':principal', 'u' || id || ':invested', 25000, 'investment', id FROM users`,
    )
    .run();
  await db.prepare(`UPDATE users SET first_invested_at = created_at`).run();
  await db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind) VALUES ('fund', 'operator_capital', 'returns_reserve', ${n * 125}, 'reserve_funding')`,
    )
    .run();
}

const times = {};
for (const n of NS) {
  const { db, proxy } = await freshDb(`.wrangler/bench-accrual-${n}`);
  await seed(db, n);
  const t0 = performance.now();
  const report = await creditDailyReturns(db, new Date());
  const seconds = (performance.now() - t0) / 1000;
  const credited = (await db.prepare("SELECT COUNT(*) AS c FROM ledger_transfers WHERE kind = 'daily_return'").first()).c;
  const reserve = (await db.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'").first()).b;
  times[n] = seconds;
  console.log(
    `N=${n}: ${credited} investments credited in ${seconds.toFixed(2)} s = ${Math.round(credited / seconds)} investments/s (settled ${report.settled}, passes ${report.passes}, reserve left ${reserve} XAF)`,
  );
  await proxy.dispose();
}
if (times[10_000] && times[100_000])
  console.log(`t(100k)/t(10k) = ${(times[100_000] / times[10_000]).toFixed(2)} (10.0 is linear)`);
