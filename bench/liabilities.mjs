/**
 * The daily proof of liabilities at scale (issue 21, docs/proof-of-liabilities.md#at-scale).
 * Seeds N investors in a fresh local D1 (bench/lib/local-d1.mjs), checks the books, then runs
 * the proof's steps (`publishLiabilities`, worker/src/liabilities/run.ts) one invocation at a
 * time, as the daily-run Workflow does, printing per kind of step: invocations, wall time, the
 * most D1 queries and rows read by one statement of one invocation, rows written; then the
 * tree's bytes per leaf. It then writes one investor's proof and the records to bench/out/ and
 * runs scripts/verify-liabilities.mjs on them.
 * Usage: node bench/liabilities.mjs [N=10000]   (node bench/liabilities.mjs 1000000 at scale)
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { bundle, bytesByTable, freshDb, seedInvestors } from "./lib/local-d1.mjs";
import { meteredDb, newMeter } from "./lib/meter.mjs";

const n = Number(process.argv[2] ?? 10_000);
const { run, books, proof, records, keys, seed } = await bundle({
  run: "worker/src/liabilities/run.ts",
  books: "worker/src/ledger/books-check.ts",
  proof: "worker/src/liabilities/proof.ts",
  records: "worker/src/liabilities/records.ts",
  keys: "worker/src/liabilities/keys.ts",
  seed: "worker/src/ledger/bulk-seed.ts",
});
const secrets = await (await import("../scripts/liabilities-keys.mjs")).generateLiabilityKeys();

const dir = `.wrangler/bench-liabilities-${n}`;
const { db: rawDb, proxy } = await freshDb(dir);
let t0 = performance.now();
await seedInvestors(rawDb, seed, n);
console.log(`seeded ${n} investors in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const meter = newMeter();
const db = meteredDb(rawDb, meter);
/** Each step is one invocation, metered under its kind ("books audit", "leaves", "walk", ...). */
const steps = (name, work) =>
  meter.invocation(name.startsWith("liabilities ") ? name.split(" ")[2] : name.replace(/ \d+$/, ""), work);
t0 = performance.now();
const check = await books.checkBooks(db, new Date(), steps);
const tBooks = performance.now();
const day = new Date().toISOString().slice(0, 10);
const report = await run.publishLiabilities({ DB: db, ...secrets }, day, check.throughTransferId, steps);
const tTree = performance.now();
console.log(
  `books check ${((tBooks - t0) / 1000).toFixed(1)} s; proof of liabilities ${((tTree - tBooks) / 1000).toFixed(1)} s, ${report.steps} steps`,
);
console.log(JSON.stringify(report));
console.table(meter.report());
const sizes = bytesByTable(dir).filter((t) => t.name.startsWith("liability_") || t.name.startsWith("sqlite_autoindex_liability"));
const treeBytes = sizes.reduce((s, t) => s + t.bytes, 0);
console.table(sizes);
console.log(`tree: ${(treeBytes / 1e6).toFixed(1)} MB, ${(treeBytes / Math.max(1, report.leafCount)).toFixed(1)} bytes per leaf`);

const liabilityKeys = await keys.liabilityKeys(secrets);
t0 = performance.now();
const mine = await proof.liabilityProof(rawDb, liabilityKeys, 2, undefined);
console.log(`one proof: ${(performance.now() - t0).toFixed(0)} ms, ${mine.path.length} siblings`);
writeFileSync("bench/out/proof.json", JSON.stringify(mine, null, 2));
writeFileSync(
  "bench/out/records.json",
  JSON.stringify({ publicKey: liabilityKeys.publicKey, ...(await records.recordsPage(rawDb, undefined)) }, null, 2),
);
console.log(
  execFileSync("node", ["scripts/verify-liabilities.mjs", "bench/out/proof.json", "bench/out/records.json"], {
    encoding: "utf8",
  }),
);
await proxy.dispose();
