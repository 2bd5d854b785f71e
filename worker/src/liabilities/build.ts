/**
 * The day's Merkle sum tree, built in bounded steps (docs/proof-of-liabilities.md#at-scale):
 * 1. `startRecord` opens the day's record as of one transfer id, with the ledger's total;
 * 2. `insertLeaves`, per range of user ids: each liability > 0 becomes a salted leaf;
 * 3. `walkLeaves`, per span of leaves in hash order (the leaves table's own order): the
 *    span's subtree, storing its nodes from the block level up;
 * 4. `buildLevels`, per range of stored nodes: the levels above, up to the root.
 * Every step reads and writes a bounded number of rows, whatever the number of investors, and
 * is idempotent (leaves are keyed by hash, nodes by position), so a retried step changes nothing.
 */
import { leafHash, toHex } from "@app/schema/liabilities-proof";
import { fromHex } from "../lib/bytes";
import { ledgerUserTotalSql, liabilitiesInRange } from "./balances";
import type { LiabilityKeys } from "./keys";
import { blockLevel, levelsAbove, type SumHash } from "./tree";

/** How much one step may do; spans are powers of two. */
export interface LiabilityLimits {
  /** User ids one leaves step reads. */
  usersPerStep: number;
  /** Leaves one walk step reads, in reads of `leavesPerRead` (their product is a power of two, at least 64). */
  leavesPerRead: number;
  readsPerStep: number;
  /** Stored nodes one level step reads (a power of two, at least 2). */
  nodesPerStep: number;
  /** Rows one INSERT carries, as one JSON parameter. */
  rowsPerInsert: number;
}

/** At 1,000,000 investors: 20 leaves steps, 16 walk steps, 1 level step; each statement reads at most 50,000 users or 16,384 leaves. */
export const LIABILITY_LIMITS: LiabilityLimits = {
  usersPerStep: 50_000,
  leavesPerRead: 16_384,
  readsPerStep: 4,
  nodesPerStep: 16_384,
  rowsPerInsert: 5_000,
};

/** The record being built, as the start step left it. Plain JSON (a Workflow step's result). */
export interface RecordStart {
  recordId: number;
  day: string;
  status: "building" | "published";
  asOfTransferId: number;
  /** The user ids to read, or null without users. */
  userLo: number | null;
  userHi: number | null;
}

/**
 * Opens the record of `day` as of transfer `asOfTransferId` (the books check's), or finds the
 * one opened before (its own transfer id stays); answers null when a later day is already
 * recorded (the chain only grows forward). One batch. Throws what D1 throws.
 */
export async function startRecord(db: D1Database, day: string, asOfTransferId: number): Promise<RecordStart | null> {
  const [, record, users] = await db.batch([
    db
      .prepare(
        `INSERT INTO liability_records (day, status, as_of_transfer_id, ledger_total_xaf)
         SELECT ?1, 'building', ?2, (${ledgerUserTotalSql("?2")}) WHERE NOT EXISTS (SELECT 1 FROM liability_records WHERE day > ?1)
         ON CONFLICT (day) DO NOTHING`,
      )
      .bind(day, asOfTransferId),
    db
      .prepare(
        "SELECT id, status, as_of_transfer_id AS asOf FROM liability_records WHERE day = ?1 AND NOT EXISTS (SELECT 1 FROM liability_records WHERE day > ?1)",
      )
      .bind(day),
    db.prepare("SELECT (SELECT MIN(id) FROM users) AS lo, (SELECT MAX(id) FROM users) AS hi"),
  ]);
  const row = record!.results[0] as { id: number; status: RecordStart["status"]; asOf: number } | undefined;
  if (!row) return null;
  const range = users!.results[0] as { lo: number | null; hi: number | null };
  return { recordId: row.id, day, status: row.status, asOfTransferId: row.asOf, userLo: range.lo, userHi: range.hi };
}

const INSERT_LEAVES = `INSERT INTO liability_leaves (record_id, hash, sum_xaf)
  SELECT ?1, unhex(json_extract(value, '$[0]')), json_extract(value, '$[1]') FROM json_each(?2) WHERE true
  ON CONFLICT DO NOTHING`;
const INSERT_NODES = `INSERT OR REPLACE INTO liability_nodes (record_id, level, position, sum_xaf, hash, first_leaf_hash)
  SELECT ?1, json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'),
         unhex(json_extract(value, '$[3]')), unhex(json_extract(value, '$[4]')) FROM json_each(?2)`;

/** Inserts `rows` with `sql` (?1 the record, ?2 a JSON array of rows), `rowsPerInsert` a statement, in one batch. */
async function insertRows(db: D1Database, sql: string, recordId: number, rows: unknown[], rowsPerInsert: number): Promise<void> {
  const statements: D1PreparedStatement[] = [];
  for (let i = 0; i < rows.length; i += rowsPerInsert) {
    statements.push(db.prepare(sql).bind(recordId, JSON.stringify(rows.slice(i, i + rowsPerInsert))));
  }
  if (statements.length > 0) await db.batch(statements);
}

/**
 * The leaves of the users with ids in [lo, hi]: salt, then hash, of each liability > 0 as of
 * the record's transfer id. Answers how many leaves and their sum (XAF), for the record.
 */
export async function insertLeaves(
  db: D1Database,
  keys: LiabilityKeys,
  start: RecordStart,
  lo: number,
  hi: number,
  limits: LiabilityLimits = LIABILITY_LIMITS,
): Promise<{ leaves: number; sumXaf: number }> {
  const owed = await liabilitiesInRange(db, lo, hi, start.asOfTransferId, start.day);
  const rows = await Promise.all(
    owed.map(async ({ userId, liabilityXaf }) => [
      toHex(await leafHash(await keys.salt(start.day, userId), liabilityXaf)),
      liabilityXaf,
    ]),
  );
  await insertRows(db, INSERT_LEAVES, start.recordId, rows, limits.rowsPerInsert);
  return { leaves: owed.length, sumXaf: owed.reduce((sum, o) => sum + o.liabilityXaf, 0) };
}

/** The shape of a record's tree once its leaves are in. */
export interface TreeShape {
  recordId: number;
  leafCount: number;
  height: number;
}

/** A node row for INSERT_NODES: level, position, sum, hash, first leaf's hash (block nodes). */
type NodeRow = [number, number, number, string, string | null];

/**
 * Walk step `index`: the span of leaves after `afterHash` (hex; "" for the first) in hash
 * order, the span's subtree up to its top, and its nodes from the block level up stored.
 * Answers the last leaf's hash, the next step's start. Throws when the span holds fewer
 * leaves than the record counts (the leaves changed under the build).
 */
export async function walkLeaves(
  db: D1Database,
  tree: TreeShape,
  index: number,
  afterHash: string,
  limits: LiabilityLimits = LIABILITY_LIMITS,
): Promise<{ lastHash: string }> {
  const span = limits.leavesPerRead * limits.readsPerStep;
  const top = Math.min(Math.log2(span), tree.height);
  const first = index * span;
  const leaves: SumHash[] = [];
  let cursor = afterHash;
  for (let r = 0; r < limits.readsPerStep && first + leaves.length < tree.leafCount; r++) {
    const { results } = await db
      .prepare(
        "SELECT lower(hex(hash)) AS h, sum_xaf AS s FROM liability_leaves WHERE record_id = ?1 AND hash > unhex(?2) ORDER BY hash LIMIT ?3",
      )
      .bind(tree.recordId, cursor, limits.leavesPerRead)
      .all<{ h: string; s: number }>();
    for (const row of results) leaves.push({ sum: row.s, hash: fromHex(row.h) });
    cursor = results.at(-1)?.h ?? cursor;
    if (results.length < limits.leavesPerRead) break;
  }
  if (leaves.length !== Math.min(span, tree.leafCount - first)) {
    throw new Error(`liabilities ${tree.recordId}: walk step ${index} read ${leaves.length} leaves`);
  }
  const levels = [leaves, ...(await levelsAbove(leaves, 0, top))];
  const c = blockLevel(tree.height);
  const rows: NodeRow[] = [];
  for (let l = c; l <= top; l++) {
    levels[l]!.forEach((node, i) => {
      rows.push([l, (first >> l) + i, node.sum, toHex(node.hash), l === c ? toHex(leaves[i << c]!.hash) : null]);
    });
  }
  await insertRows(db, INSERT_NODES, tree.recordId, rows, limits.rowsPerInsert);
  return { lastHash: cursor };
}

/**
 * A level step: the stored nodes of `level` at positions [from, from + nodesPerStep), and the
 * levels above them, up to `up` levels (at most log2(nodesPerStep), and not past the root).
 * Throws when a node that has leaves below it is missing.
 */
export async function buildLevels(
  db: D1Database,
  tree: TreeShape,
  level: number,
  from: number,
  up: number,
  limits: LiabilityLimits = LIABILITY_LIMITS,
): Promise<null> {
  const { results } = await db
    .prepare(
      `SELECT position AS p, sum_xaf AS s, lower(hex(hash)) AS h FROM liability_nodes
        WHERE record_id = ?1 AND level = ?2 AND position >= ?3 AND position < ?3 + ?4 ORDER BY position`,
    )
    .bind(tree.recordId, level, from, limits.nodesPerStep)
    .all<{ p: number; s: number; h: string }>();
  const expected = Math.min(limits.nodesPerStep, Math.ceil(tree.leafCount / 2 ** level) - from);
  if (results.length !== expected || results.some((r, i) => r.p !== from + i)) {
    throw new Error(`liabilities ${tree.recordId}: level ${level} from ${from} holds ${results.length} of ${expected} nodes`);
  }
  const levels = await levelsAbove(
    results.map((r) => ({ sum: r.s, hash: fromHex(r.h) })),
    level,
    up,
  );
  const rows: NodeRow[] = levels.flatMap((nodes, j) =>
    nodes.map((node, i): NodeRow => [level + j + 1, (from >> (j + 1)) + i, node.sum, toHex(node.hash), null]),
  );
  await insertRows(db, INSERT_NODES, tree.recordId, rows, limits.rowsPerInsert);
  return null;
}
