/**
 * Runs the shared verifier (schema/src/liabilities-proof.js, WebCrypto only) on the investor's
 * proof and the day's public record, in the browser, and groups its checks into the five lines
 * the screen shows (docs/proof-of-liabilities.md, "To verify"):
 * - `inTree`: the leaf made from the salt and balance, folded up the path, ends on the root of
 *   the day's tree, at a leaf index inside it (checkProof against the proof's own record);
 * - `sums`: every sum on the path is a whole XAF >= 0 and they add up to the record's total;
 * - `published`: the proof's record is the one published for that day, field for field, and
 *   its recordHash is the SHA-256 of its fields;
 * - `signature`: the operator's Ed25519 signature of that recordHash, with the published key,
 *   or "unchecked" when this browser's WebCrypto has no Ed25519;
 * - `chain`: the record names the previous published record (or null, when it is the first).
 */
import type { LiabilityBreakdown, LiabilityProofResponse, LiabilityRecordView } from "@app/schema/contracts/liabilities";
import { RECORD_FIELDS, checkProof, checkRecord, fromBase64Url } from "@app/schema/liabilities-proof";

/** A line's result: "unchecked" only for the signature, in a browser without Ed25519. */
export type Outcome = "passed" | "failed" | "unchecked";

export interface LiabilityVerification {
  date: string;
  balanceXaf: number;
  /** What the balance is made of, from the API (the leaf's own reading), not recomputed. */
  breakdown: LiabilityBreakdown;
  totalXaf: number;
  leafCount: number;
  inTree: Outcome;
  sums: Outcome;
  published: Outcome;
  signature: Outcome;
  chain: Outcome;
  /** The day of the record this one links to; null when it is the first record. */
  previousDate: string | null;
  recordHash: string;
  rootHash: string;
}

const outcome = (ok: boolean): Outcome => (ok ? "passed" : "failed");

/** Whether the verifier made `count` checks and those at `at` all passed. */
const passed = (checks: boolean[], count: number, at: number[]) => checks.length === count && at.every((i) => checks[i]);

/**
 * Whether this browser's WebCrypto knows Ed25519 (Chrome 137+, Firefox 129+, Safari 17+).
 * Only NotSupportedError means it does not: a malformed key is a failed signature instead.
 */
export async function ed25519Available(publicKey: string): Promise<boolean> {
  try {
    await crypto.subtle.importKey("raw", fromBase64Url(publicKey), { name: "Ed25519" }, false, ["verify"]);
    return true;
  } catch (err) {
    return !(err instanceof Error && err.name === "NotSupportedError");
  }
}

/** Whether two records carry the same six fields, recordHash and signature. */
function sameRecord(a: LiabilityRecordView, b: LiabilityRecordView): boolean {
  return RECORD_FIELDS.every((k) => a[k] === b[k]) && a.recordHash === b.recordHash && a.signature === b.signature;
}

/**
 * Checks `proof` against `published`, the record the public list has for the proof's day
 * (null when it has none), signed with `publicKey` (null when the operator publishes none),
 * and `previous`, the published record before it (null when there is none).
 */
export async function verifyLiabilityProof(
  proof: LiabilityProofResponse,
  publicKey: string | null,
  published: LiabilityRecordView | null,
  previous: LiabilityRecordView | null,
): Promise<LiabilityVerification> {
  // checkProof: [day, path length, leaf index, sums >= 0, balance > 0, root hash, root sum].
  const p = (await checkProof(proof, proof.record)).map((c) => c.ok);
  const base = {
    date: proof.date,
    balanceXaf: proof.balanceXaf,
    breakdown: proof.breakdown,
    totalXaf: proof.record.totalXaf,
    leafCount: proof.record.leafCount,
    inTree: outcome(passed(p, 7, [0, 1, 2, 4, 5])),
    sums: outcome(passed(p, 7, [3, 6])),
    previousDate: previous?.date ?? null,
    recordHash: proof.record.recordHash,
    rootHash: proof.record.rootHash,
  };
  if (!published || !publicKey) return { ...base, published: "failed", signature: "failed", chain: "failed" };
  // checkRecord: [recordHash, signature, link to previous].
  const r = (await checkRecord(published, publicKey, previous)).map((c) => c.ok);
  const signature = r[1] ? "passed" : (await ed25519Available(publicKey)) ? "failed" : "unchecked";
  return {
    ...base,
    published: outcome(passed(r, 3, [0]) && sameRecord(proof.record, published)),
    signature,
    chain: outcome(passed(r, 3, [2])),
  };
}
