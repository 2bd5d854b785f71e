/**
 * Accrual throughput: seeds N active investments in a fresh local D1 (workerd, through
 * wrangler's getPlatformProxy), funds the reserve, then times one run of the real
 * daily-returns cron (worker/src/cron/credit-daily-returns.ts) settling one day each.
 * Prints investments credited per second for N = 10,000 and 100,000 and t(100k)/t(10k).
 * Seeding goes through the ledger module (worker/src/ledger/bulk-seed.ts), bundled here.
 * Usage: node bench/accrual.mjs [N ...]
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { getPlatformProxy } from "wrangler";

Object.assign(process.env, {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
});
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const NS = sizes.length ? sizes : [10_000, 100_000];

mkdirSync("bench/out", { recursive: true });
// The cron under test and the ledger's bulk seeding (worker/src/ledger/bulk-seed.ts), bundled.
await build({
  entryPoints: { accrual: "worker/src/cron/credit-daily-returns.ts", "bulk-seed": "worker/src/ledger/bulk-seed.ts" },
  outdir: "bench/out",
  outExtension: { ".js": ".mjs" },
  bundle: true,
  format: "esm",
  platform: "neutral",
  logLevel: "warning",
});
const { creditDailyReturns } = await import(pathToFileURL("bench/out/accrual.mjs").href);
const seedSql = await import(pathToFileURL("bench/out/bulk-seed.mjs").href);

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

/** N users with 30,000 XAF deposited, each with one active 25,000 XAF investment started yesterday, and a reserve that covers one day. */
async function seed(db, n) {
  await db
    .prepare(
      `${seedSql.seriesSql(n)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code) SELECT i, 'Bench ' || i, printf('6%08d', i), 'MTN Mobile Money', 'B' || i FROM s`,
    )
    .run();
  for (const stmt of seedSql.bulkOpenUserAccountsSql()) await db.prepare(stmt).run();
  await db.prepare(seedSql.bulkDepositTransfersSql({ count: n, userIdSql: "i", amountXafSql: "30000" })).run();
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
  await db.prepare(seedSql.bulkInvestmentTransfersSql()).run();
  await db.prepare(`UPDATE users SET first_invested_at = created_at`).run();
  await db.prepare(seedSql.seedReserveFundingSql(n * 125)).run();
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
