/**
 * An investor's proof of liability (docs/proof-of-liabilities.md#the-proof): their balance as
 * of the day's transfer id, their salt, their leaf's index and the siblings up to the root,
 * with the day's record, and what the balance is made of (its four accounts). Six D1 queries
 * in four round trips, each an index lookup: the record; the balance and the same by account
 * (the user's transfers after the record's transfer id); the block whose first leaf precedes
 * the user's leaf; then the block's at most 64 leaves and the siblings above it (one per
 * level, at most about 20).
 */
import type { LiabilityPathStep, LiabilityProofResponse } from "@app/schema/contracts/liabilities";
import { leafHash } from "@app/schema/liabilities-proof";
import { ApiError } from "../lib/api-error";
import { fromHex, toHex } from "../lib/bytes";
import { breakdownFromRows, liabilityBreakdownStatement, liabilityFromRow, liabilityStatement } from "./balances";
import type { LiabilityKeys } from "./keys";
import { LIABILITY_PROOF_DAYS } from "./prune";
import { recordFromRow, recordStatement, recordView } from "./records";
import { blockLevel, blockPath, emptySubtree, type SumHash } from "./tree";

/**
 * The proof of `userId` on `date` (the latest published day when undefined).
 * Raises 404 `not_found` when no record was published that day or its tree was deleted
 * (proofs are kept LIABILITY_PROOF_DAYS days), 404 `no_liability` when the user was owed
 * nothing at the record's transfer id (no leaf). Throws what D1 throws.
 */
export async function liabilityProof(
  db: D1Database,
  keys: LiabilityKeys,
  userId: number,
  date: string | undefined,
): Promise<LiabilityProofResponse> {
  const raw = await recordStatement(db, date).first<Parameters<typeof recordFromRow>[0]>();
  if (!raw) throw new ApiError("not_found", "No proof of liabilities was published for that day.");
  const record = recordFromRow(raw);
  const [balanceRead, accountsRead] = await db.batch<unknown>([
    liabilityStatement(db, userId, record.asOfTransferId, record.date),
    liabilityBreakdownStatement(db, userId, record.asOfTransferId, record.date),
  ]);
  const balanceXaf = liabilityFromRow((balanceRead!.results as { liabilityXaf: number }[])[0]);
  const breakdown = breakdownFromRows(accountsRead!.results as { kind: string; xaf: number }[]);
  if (balanceXaf <= 0) throw new ApiError("no_liability", "The platform owed you nothing on that day, so you have no leaf.");
  if (record.treeDeleted) {
    throw new ApiError("not_found", `Proofs are kept for ${LIABILITY_PROOF_DAYS} days; that day's tree was deleted.`);
  }
  const salt = await keys.salt(record.date, userId);
  const leaf = toHex(await leafHash(salt, balanceXaf));
  const c = blockLevel(record.treeHeight);
  const block = await db
    .prepare(
      `SELECT position, lower(hex(first_leaf_hash)) AS first FROM liability_nodes
        WHERE record_id = ?1 AND first_leaf_hash IS NOT NULL AND first_leaf_hash <= unhex(?2) ORDER BY first_leaf_hash DESC LIMIT 1`,
    )
    .bind(record.id, leaf)
    .first<{ position: number; first: string }>();
  const siblings = Array.from({ length: record.treeHeight - c }, (_, k) => [c + k, ((block?.position ?? 0) >> k) ^ 1]);
  const [leavesRead, nodesRead] = await db.batch<{ h: string; s: number; level?: number; position?: number }>([
    db
      .prepare(
        "SELECT lower(hex(hash)) AS h, sum_xaf AS s FROM liability_leaves WHERE record_id = ?1 AND hash >= unhex(?2) ORDER BY hash LIMIT ?3",
      )
      .bind(record.id, block?.first ?? leaf, 2 ** c),
    db
      .prepare(
        `SELECT level, position, lower(hex(hash)) AS h, sum_xaf AS s FROM liability_nodes WHERE record_id = ?1
            AND (level, position) IN (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?2))`,
      )
      .bind(record.id, JSON.stringify(siblings)),
  ]);
  const leaves: SumHash[] = leavesRead!.results.map((r) => ({ sum: r.s, hash: fromHex(r.h) }));
  const offset = leavesRead!.results.findIndex((r) => r.h === leaf);
  if (!block || offset < 0) {
    console.error(`proof of liabilities: user ${userId} is owed ${balanceXaf} XAF on ${record.date} but has no leaf`);
    throw new ApiError("no_liability", "Your balance on that day is not in its tree.");
  }
  const nodes = new Map(nodesRead!.results.map((r) => [`${r.level}:${r.position}`, { sum: r.s, hash: fromHex(r.h) }]));
  const path: SumHash[] = [...(await blockPath(leaves, offset, c))];
  for (const [level, position] of siblings) path.push(nodes.get(`${level}:${position}`) ?? (await emptySubtree(level!)));
  return {
    date: record.date,
    balanceXaf,
    breakdown,
    salt: toHex(salt),
    leafIndex: block.position * 2 ** c + offset,
    path: path.map((p): LiabilityPathStep => ({ sumXaf: p.sum, hash: toHex(p.hash) })),
    record: recordView(record),
  };
}
