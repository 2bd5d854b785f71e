/**
 * The screen's five lines from the shared verifier (verify-proof.ts): all pass on an honest
 * two-day chain; each tampering fails its own line; a browser without Ed25519 leaves the
 * signature unchecked and still runs the rest. The tree (two leaves) and its records are built
 * here with the verifier's own hash functions and a fresh WebCrypto key.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { LiabilityProofResponse, LiabilityRecordView } from "@app/schema/contracts/liabilities";
import { leafHash, nodeHash, recordHash, toHex } from "@app/schema/liabilities-proof";
import { verifyLiabilityProof } from "./verify-proof";

const toB64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

async function signedRecord(
  key: CryptoKeyPair,
  fields: Omit<LiabilityRecordView, "recordHash" | "signature" | "matchesLedger">,
): Promise<LiabilityRecordView> {
  const hash = await recordHash(fields);
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", key.privateKey, Buffer.from(hash, "hex")));
  return { ...fields, recordHash: hash, signature: toB64Url(signature), matchesLedger: true };
}

/** An investor owed 5,000 XAF beside one owed 7,000, on day 2 of a chain; the operator's key. */
async function fixture() {
  const key = (await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"])) as CryptoKeyPair;
  const publicKey = toB64Url(new Uint8Array(await crypto.subtle.exportKey("raw", key.publicKey)));
  const salt = new Uint8Array(32).fill(1);
  const mine = await leafHash(salt, 5000);
  const other = await leafHash(new Uint8Array(32).fill(2), 7000);
  const mineFirst = toHex(mine) < toHex(other);
  const root = mineFirst ? await nodeHash(5000, 7000, mine, other) : await nodeHash(7000, 5000, other, mine);
  const day1 = await signedRecord(key, {
    date: "2030-01-01",
    asOfTransferId: 10,
    leafCount: 1,
    totalXaf: 7000,
    rootHash: toHex(other),
    previousRecordHash: null,
  });
  const day2 = await signedRecord(key, {
    date: "2030-01-02",
    asOfTransferId: 12,
    leafCount: 2,
    totalXaf: 12000,
    rootHash: toHex(root),
    previousRecordHash: day1.recordHash,
  });
  const proof: LiabilityProofResponse = {
    date: "2030-01-02",
    balanceXaf: 5000,
    breakdown: { principalXaf: 1000, referralXaf: 500, investedXaf: 3000, withdrawalHoldXaf: 500 },
    salt: toHex(salt),
    leafIndex: mineFirst ? 0 : 1,
    path: [{ sumXaf: 7000, hash: toHex(other) }],
    record: day2,
  };
  return { key, publicKey, day1, day2, proof };
}

const lines = (v: Awaited<ReturnType<typeof verifyLiabilityProof>>) => [v.inTree, v.sums, v.published, v.signature, v.chain];

describe("verifyLiabilityProof", () => {
  afterEach(() => vi.restoreAllMocks());

  it("passes every line for an honest proof, naming the previous record", async () => {
    const { publicKey, day1, day2, proof } = await fixture();
    const v = await verifyLiabilityProof(proof, publicKey, day2, day1);
    expect(lines(v)).toEqual(["passed", "passed", "passed", "passed", "passed"]);
    expect(v).toMatchObject({ previousDate: "2030-01-01", balanceXaf: 5000, totalXaf: 12000, leafCount: 2 });
    // What the balance is made of is the API's, passed through as it came.
    expect(v.breakdown).toEqual(proof.breakdown);
  });

  it("passes the first record's chain line with no previous record", async () => {
    const { publicKey, day1 } = await fixture();
    const salt = new Uint8Array(32).fill(2);
    const breakdown = { principalXaf: 7000, referralXaf: 0, investedXaf: 0, withdrawalHoldXaf: 0 };
    const proof = { date: day1.date, balanceXaf: 7000, breakdown, salt: toHex(salt), leafIndex: 0, path: [], record: day1 };
    const v = await verifyLiabilityProof(proof, publicKey, day1, null);
    expect(lines(v)).toEqual(["passed", "passed", "passed", "passed", "passed"]);
    expect(v.previousDate).toBeNull();
  });

  it("fails the leaf line for a reduced balance", async () => {
    const { publicKey, day1, day2, proof } = await fixture();
    const v = await verifyLiabilityProof({ ...proof, balanceXaf: 4000 }, publicKey, day2, day1);
    expect(v.inTree).toBe("failed");
    expect([v.published, v.signature, v.chain]).toEqual(["passed", "passed", "passed"]);
  });

  it("fails the sums line for a negative sibling", async () => {
    const { publicKey, day1, day2, proof } = await fixture();
    const path = [{ sumXaf: -1, hash: proof.path[0]?.hash ?? "" }];
    expect((await verifyLiabilityProof({ ...proof, path }, publicKey, day2, day1)).sums).toBe("failed");
  });

  it("fails the published line when the proof's record is not the public one", async () => {
    const { key, publicKey, day1, day2, proof } = await fixture();
    const other = await signedRecord(key, { ...day2, totalXaf: 11000 });
    const v = await verifyLiabilityProof(proof, publicKey, other, day1);
    expect(v.published).toBe("failed");
    expect((await verifyLiabilityProof(proof, publicKey, null, day1)).published).toBe("failed");
  });

  it("fails the signature line for another key, and the chain line for another previous record", async () => {
    const { publicKey, day1, day2, proof } = await fixture();
    const stranger = await fixture();
    expect((await verifyLiabilityProof(proof, stranger.publicKey, day2, day1)).signature).toBe("failed");
    const v = await verifyLiabilityProof(proof, publicKey, day2, { ...day1, recordHash: "00".repeat(32) });
    expect([v.signature, v.chain]).toEqual(["passed", "failed"]);
  });

  it("leaves the signature unchecked in a browser without Ed25519, and runs the other checks", async () => {
    const { publicKey, day1, day2, proof } = await fixture();
    const importKey = crypto.subtle.importKey.bind(crypto.subtle);
    vi.spyOn(crypto.subtle, "importKey").mockImplementation((async (...args: Parameters<typeof importKey>) => {
      const algorithm = args[2];
      if (typeof algorithm === "object" && algorithm.name === "Ed25519")
        throw new DOMException("Unrecognized name.", "NotSupportedError");
      return importKey(...args);
    }) as typeof crypto.subtle.importKey);
    const v = await verifyLiabilityProof(proof, publicKey, day2, day1);
    expect(lines(v)).toEqual(["passed", "passed", "passed", "unchecked", "passed"]);
  });
});
