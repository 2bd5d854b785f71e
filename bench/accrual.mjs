/**
 * Accrual throughput: seeds N active investments in a fresh local D1 (workerd, through
 * wrangler's getPlatformProxy), funds the reserve, then times one run of the real
 * daily-returns cron (worker/src/cron/credit-daily-returns.ts) settling one day each.
 * Prints investments credited per second for each N (default 10,000 and 100,000) and the
 * ratio of the times of the largest and the smallest. Seeding goes through the ledger module
 * (worker/src/ledger/bulk-seed.ts), bundled by bench/lib/local-d1.mjs.
 * Usage: node bench/accrual.mjs [N ...]
 */
import { bundle, freshDb, seedInvestors } from "./lib/local-d1.mjs";

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const NS = sizes.length ? sizes : [10_000, 100_000];
const { accrual, seed } = await bundle({
  accrual: "worker/src/cron/credit-daily-returns.ts",
  seed: "worker/src/ledger/bulk-seed.ts",
});
const times = {};
for (const n of NS) {
  const { db, proxy } = await freshDb(`.wrangler/bench-accrual-${n}`);
  // Started yesterday: today is the one day due, and the reserve covers it.
  await seedInvestors(db, seed, n, { daysAgo: 1, reserveDays: 1 });
  const t0 = performance.now();
  const report = await accrual.creditDailyReturns(db, new Date());
  const seconds = (performance.now() - t0) / 1000;
  const credited = (await db.prepare("SELECT COUNT(*) AS c FROM ledger_transfers WHERE kind = 'daily_return'").first()).c;
  const reserve = (await db.prepare("SELECT balance_xaf AS b FROM ledger_accounts WHERE id = 'returns_reserve'").first()).b;
  times[n] = seconds;
  console.log(
    `N=${n}: ${credited} investments credited in ${seconds.toFixed(2)} s = ${Math.round(credited / seconds)} investments/s (settled ${report.settled}, passes ${report.passes}, reserve left ${reserve} XAF)`,
  );
  await proxy.dispose();
}
const [lo, hi] = [Math.min(...NS), Math.max(...NS)];
if (lo !== hi) console.log(`t(${hi})/t(${lo}) = ${(times[hi] / times[lo]).toFixed(2)} (${(hi / lo).toFixed(1)} is linear)`);
