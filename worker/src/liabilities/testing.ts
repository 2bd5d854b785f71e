/**
 * Test helpers for the proof of liabilities: investors seeded in bulk through the ledger's
 * bulk seeding, each owed a different amount, and a check of every investor's proof with the
 * shared verifier (schema/src/liabilities-proof.js), as an investor would run it.
 */
import { env } from "cloudflare:test";
import { checkProof, checkRecord } from "@app/schema/liabilities-proof";
import type { LiabilityRecordView } from "@app/schema/contracts/liabilities";
import { bulkDepositTransfersSql, bulkOpenUserAccountsSql, seriesSql } from "../ledger/bulk-seed";
import { liabilityKeys } from "./keys";
import { liabilityProof } from "./proof";

/** `count` investors from id `from`; every one whose id is a multiple of 3 is owed nothing, the others `id * 7 + 1000` XAF. */
export async function seedOwedInvestors(count: number, from: number): Promise<void> {
  await env.DB.prepare(
    `${seriesSql(count, from)} INSERT INTO users (id, full_name, phone, mobile_money_service, referral_code)
     SELECT i, 'Owed ' || i, printf('6%08d', i), 'MTN Mobile Money', 'O' || i FROM s`,
  ).run();
  for (const sql of bulkOpenUserAccountsSql()) await env.DB.prepare(sql).run();
  await env.DB.prepare(
    bulkDepositTransfersSql({ count, from, userIdSql: "i", amountXafSql: "i * 7 + 1000", whereSql: "i % 3 <> 0" }),
  ).run();
}

/** The test environment's keys (worker/vitest.config.ts). */
export async function testKeys() {
  const keys = await liabilityKeys(env);
  if (!keys) throw new Error("the test config has no liabilities keys");
  return keys;
}

/**
 * Asks for and checks the proof of each of `userIds` on `date` against the record (and the
 * public key): answers the checks that failed, as "user: check", and the balances proved.
 */
export async function verifyEveryProof(
  userIds: number[],
  date?: string,
): Promise<{ failed: string[]; balances: Map<number, number> }> {
  const keys = await testKeys();
  const failed: string[] = [];
  const balances = new Map<number, number>();
  for (const userId of userIds) {
    const proof = await liabilityProof(env.DB, keys, userId, date);
    const record: LiabilityRecordView = proof.record;
    const checks = [...(await checkRecord(record, keys.publicKey)), ...(await checkProof(proof, record))];
    for (const c of checks) if (!c.ok) failed.push(`${userId}: ${c.what}`);
    balances.set(userId, proof.balanceXaf);
  }
  return { failed, balances };
}
