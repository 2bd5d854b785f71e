/**
 * Verifies an investor's saved proof of liabilities against a saved record
 * (docs/proof-of-liabilities.md). Node 20, no npm package: the checks are
 * schema/src/liabilities-proof.js, the same file the Worker builds the tree with.
 *
 *   node scripts/verify-liabilities.mjs proof.json record.json [--public-key <base64url>] [--previous previous-record.json]
 *
 * proof.json is the answer of GET /api/liabilities/proof. record.json is a record from
 * GET /api/transparency/liabilities, or that whole answer (then the record of the proof's day,
 * the public key and the previous day's record, when listed, are taken from it). The record is
 * checked (hash, signature, link to the previous day), then the proof against it; the proof's
 * own copy of the record must be the same. Prints each check; exits 1 when one fails, 2 on a
 * usage or file error.
 */
import { readFileSync } from "node:fs";
import { checkProof, checkRecord } from "../schema/src/liabilities-proof.js";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at < 0 ? undefined : args.splice(at, 2)[1];
};
const publicKeyOption = option("--public-key");
const previousFile = option("--previous");
if (args.length !== 2) {
  console.error(
    "usage: node scripts/verify-liabilities.mjs proof.json record.json [--public-key <base64url>] [--previous previous-record.json]",
  );
  process.exit(2);
}
let proof;
let saved;
let previousSaved;
try {
  proof = JSON.parse(readFileSync(args[0], "utf8"));
  saved = JSON.parse(readFileSync(args[1], "utf8"));
  previousSaved = previousFile ? JSON.parse(readFileSync(previousFile, "utf8")) : undefined;
} catch (err) {
  console.error(`cannot read the files: ${err.message}`);
  process.exit(2);
}

const listed = Array.isArray(saved?.records) ? [saved.latest, ...saved.records].filter(Boolean) : [saved];
const record = listed.find((r) => r.date === proof.date);
const publicKey = publicKeyOption ?? saved?.publicKey;
if (!record || !publicKey) {
  console.error(
    record
      ? "no public key: pass --public-key or save the whole GET /api/transparency/liabilities answer"
      : `no record of ${proof.date} in ${args[1]}`,
  );
  process.exit(2);
}
const previous = previousSaved ?? listed.find((r) => r.recordHash === record.previousRecordHash && r.date < record.date);

const checks = [
  ...(await checkRecord(
    record,
    publicKey,
    previous === undefined ? (record.previousRecordHash === null ? null : undefined) : previous,
  )),
  { what: "the proof carries the same record", ok: proof.record?.recordHash === record.recordHash },
  ...(await checkProof(proof, record)),
];
if (previous === undefined && record.previousRecordHash !== null) {
  console.log(`(previous day's record not given: the link to ${record.previousRecordHash} is not checked; pass --previous)`);
}
for (const c of checks) console.log(`${c.ok ? "ok  " : "FAIL"} ${c.what}`);
const failed = checks.filter((c) => !c.ok).length;
console.log(
  failed === 0
    ? `Verified: ${proof.balanceXaf} XAF owed to you is in the ${record.date} total of ${record.totalXaf} XAF (${record.leafCount} investors).`
    : `${failed} check(s) failed: this proof does not show your balance in the published total.`,
);
process.exit(failed === 0 ? 0 : 1);
