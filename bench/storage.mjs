/**
 * Storage per investment-day (issue 20, docs/ARCHITECTURE.md#scale): seeds N investors with one
 * investment each whose term began D days ago, then runs the real daily run (settling every
 * due day, maturing, the books check) in a fresh local D1, and prints the database's growth
 * from PRAGMA page_count, the bytes per paid investment-day and per transfer, the largest
 * tables and indexes (dbstat), and what 100,000 investors x 365 days would take.
 * Usage: node bench/storage.mjs [N=10000] [D=365]
 */
import { bundle, bytesByTable, databaseBytes, freshDb, seedInvestors } from "./lib/local-d1.mjs";

const [n = 10_000, days = 365] = process.argv.slice(2).map(Number);
const { daily, seed } = await bundle({
  daily: "worker/src/cron/credit-daily-returns.ts",
  seed: "worker/src/ledger/bulk-seed.ts",
});
const { db, proxy, dir } = await freshDb(`.wrangler/bench-storage-${n}-${days}`);
await seedInvestors(db, seed, n, { daysAgo: days, durationDays: days + 1, reserveDays: days, firstInvestedAt: null });
const count = async (sql) => (await db.prepare(sql).first()).n;
const before = await databaseBytes(db);
const transfersBefore = await count("SELECT COUNT(*) AS n FROM ledger_transfers");
const t0 = performance.now();
const report = await daily.dailyRun(db, new Date());
const seconds = (performance.now() - t0) / 1000;
const after = await databaseBytes(db);
const paidDays = await count("SELECT COUNT(*) AS n FROM ledger_transfers WHERE kind = 'daily_return'");
const transfers = (await count("SELECT COUNT(*) AS n FROM ledger_transfers")) - transfersBefore;
await proxy.dispose();

const perDay = (after - before) / paidDays;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(
  `${n} investors x ${days} days: ${paidDays} investment-days paid in ${seconds.toFixed(1)} s (settled ${report.settled}, books balanced ${report.books.balanced})`,
);
console.log(
  `database ${mb(before)} -> ${mb(after)}: ${perDay.toFixed(1)} bytes per paid investment-day, ${((after - before) / transfers).toFixed(1)} per transfer written`,
);
console.log(`100,000 investors x 365 days: ${((perDay * 100_000 * 365) / 1e9).toFixed(2)} GB (D1 allows 10 GB)`);
for (const { name, bytes } of bytesByTable(dir).slice(0, 8)) console.log(`  ${name.padEnd(40)} ${mb(bytes)}`);
