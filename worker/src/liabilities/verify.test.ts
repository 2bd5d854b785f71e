/**
 * The shared verifier (schema/src/liabilities-proof.js) refuses what a dishonest operator could
 * publish: a dropped user, a reduced balance, a node whose sum is not its children's, a negative
 * sum, a record signed with another key, a broken chain link; and its JCS equals the
 * `canonicalize` package's (RFC 8785's reference implementation). Trees are built in memory with
 * the builder's own functions (tree.ts), so each case changes one thing.
 */
import { ed25519 } from "@noble/curves/ed25519.js";
import {
  canonicalRecord,
  checkProof,
  checkRecord,
  type LiabilityProofFields,
  type LiabilityRecordFields,
  leafHash,
  nodeHash,
  toHex,
} from "@app/schema/liabilities-proof";
import canonicalize from "canonicalize";
import { describe, expect, it } from "vitest";
import { fromHex, toBase64Url } from "../lib/bytes";
import { blockPath, levelsAbove, type SumHash, treeHeight } from "./tree";

const SECRET = new Uint8Array(32).fill(7);
const PUBLIC = toBase64Url(ed25519.getPublicKey(SECRET));
const salt = (userId: number) => new Uint8Array(32).fill(userId);

/** A day's tree of `balances` (user id -> XAF), its record signed with `secret`, and each user's proof. */
async function publish(balances: Map<number, number>, previousRecordHash: string | null = null, secret = SECRET) {
  const leaves = await Promise.all(
    [...balances].map(async ([userId, v]) => ({ userId, v, hash: await leafHash(salt(userId), v) })),
  );
  leaves.sort((a, b) => (toHex(a.hash) < toHex(b.hash) ? -1 : 1));
  const nodes: SumHash[] = leaves.map((l) => ({ sum: l.v, hash: l.hash }));
  const height = treeHeight(nodes.length);
  const root = height === 0 ? nodes[0]! : (await levelsAbove(nodes, 0, height)).at(-1)![0]!;
  const fields: LiabilityRecordFields = {
    date: "2030-01-02",
    asOfTransferId: 42,
    leafCount: nodes.length,
    totalXaf: root.sum,
    rootHash: toHex(root.hash),
    previousRecordHash,
  };
  const recordHash = toHex(
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(canonicalize(fields)!))),
  );
  const record = { ...fields, recordHash, signature: toBase64Url(ed25519.sign(fromHex(recordHash), secret)) };
  const proofs = new Map<number, LiabilityProofFields>();
  for (const [i, l] of leaves.entries()) {
    const path = await blockPath(nodes, i, height);
    proofs.set(l.userId, {
      date: fields.date,
      balanceXaf: l.v,
      salt: toHex(salt(l.userId)),
      leafIndex: i,
      path: path.map((p) => ({ sumXaf: p.sum, hash: toHex(p.hash) })),
    });
  }
  return { record, proofs };
}

const failures = (checks: { what: string; ok: boolean }[]) => checks.filter((c) => !c.ok).map((c) => c.what);
const BALANCES = new Map([
  [1, 5_000],
  [2, 120],
  [3, 77_000],
  [4, 1],
  [5, 9_999],
]);

describe("the liabilities verifier", () => {
  it("accepts every investor's proof of an honest tree, and its record", async () => {
    const { record, proofs } = await publish(BALANCES);
    expect(record.totalXaf).toBe(92_120);
    expect(failures(await checkRecord(record, PUBLIC, null))).toEqual([]);
    for (const proof of proofs.values()) expect(failures(await checkProof(proof, record))).toEqual([]);
  });

  it("refuses a user's proof against a tree that dropped them", async () => {
    const honest = await publish(BALANCES);
    const dropped = await publish(new Map([...BALANCES].filter(([id]) => id !== 3)));
    expect(failures(await checkProof(honest.proofs.get(3)!, dropped.record))).toContain(
      `the path leads to the root hash ${dropped.record.rootHash}`,
    );
  });

  it("refuses a user's true balance against a tree that reduced it, and a proof with a reduced balance", async () => {
    const honest = await publish(BALANCES);
    const reduced = await publish(new Map([...BALANCES, [3, 7_000]]));
    expect(failures(await checkProof(honest.proofs.get(3)!, reduced.record)).length).toBeGreaterThan(0);
    const lower = { ...honest.proofs.get(3)!, balanceXaf: 7_000 };
    expect(failures(await checkProof(lower, honest.record))).toContain(
      `the path leads to the root hash ${honest.record.rootHash}`,
    );
  });

  it("refuses a path node whose sum is not its children's (a sibling's sum changed, its hash kept)", async () => {
    const { record, proofs } = await publish(BALANCES);
    const proof = proofs.get(2)!;
    const path = proof.path.map((s, i) => (i === 1 ? { ...s, sumXaf: s.sumXaf - 100 } : s));
    expect(failures(await checkProof({ ...proof, path }, record)).length).toBeGreaterThan(0);
  });

  it("refuses a negative sum, the classic way to hide a liability in a sum tree", async () => {
    const { record, proofs } = await publish(BALANCES);
    const proof = proofs.get(4)!;
    const path = proof.path.map((s, i) => (i === 0 ? { ...s, sumXaf: -s.sumXaf } : s));
    expect(failures(await checkProof({ ...proof, path }, record))).toContain("every sum on the path is a whole XAF amount >= 0");
  });

  it("refuses a record re-signed with another key, or whose fields differ from its hash", async () => {
    const { record } = await publish(BALANCES, null, new Uint8Array(32).fill(9));
    expect(failures(await checkRecord(record, PUBLIC, null))).toEqual([
      "signature is the operator's Ed25519 signature of recordHash",
    ]);
    const honest = await publish(BALANCES);
    const edited = { ...honest.record, totalXaf: honest.record.totalXaf + 1 };
    expect(failures(await checkRecord(edited, PUBLIC, null)).length).toBe(2);
  });

  it("refuses a broken chain link: a record that does not name the previous day's hash", async () => {
    const first = await publish(BALANCES);
    const linked = await publish(BALANCES, first.record.recordHash);
    expect(failures(await checkRecord(linked.record, PUBLIC, first.record))).toEqual([]);
    const other = await publish(new Map([[1, 1]]));
    const broken = await publish(BALANCES, other.record.recordHash);
    expect(failures(await checkRecord(broken.record, PUBLIC, first.record))).toEqual([
      `previousRecordHash is the previous record's hash (${first.record.recordHash})`,
    ]);
  });

  it("writes the record's JSON as RFC 8785 does (the canonicalize package)", async () => {
    const records: LiabilityRecordFields[] = [
      { date: "2030-01-02", asOfTransferId: 1, leafCount: 0, totalXaf: 0, rootHash: "ab", previousRecordHash: null },
      {
        date: "2030-12-31",
        asOfTransferId: Number.MAX_SAFE_INTEGER,
        leafCount: 1_000_000,
        totalXaf: 9_007_199_254,
        rootHash: 'é\u2028"\\',
        previousRecordHash: "00ff",
      },
    ];
    for (const r of records) expect(canonicalRecord(r)).toBe(canonicalize(r));
    expect(await nodeHash(1, 2, new Uint8Array(32), new Uint8Array(32))).toHaveLength(32);
  });
});
