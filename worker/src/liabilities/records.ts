/**
 * The day's signed record (docs/proof-of-liabilities.md#the-days-record): its six fields,
 * `recordHash` = SHA-256 of their RFC 8785 JSON (the `canonicalize` package), the operator's
 * Ed25519 signature of those 32 bytes, and the link to the previous day's record. Records are
 * kept forever; `matchesLedger` compares the root's total with the ledger's own.
 */
import type { LiabilityRecordFields, LiabilityRecordView } from "@app/schema/contracts/liabilities";
import { LIABILITY_RECORDS_PAGE_SIZE } from "@app/schema/contracts/liabilities";
import canonicalize from "canonicalize";
import { fromHex, sha256Hex, toHex } from "../lib/bytes";
import type { LiabilityKeys } from "./keys";
import type { TreeShape } from "./build";
import { emptySubtree } from "./tree";

/**
 * Signs and publishes the record of `tree` (its leaves counted by the leaves steps, its root
 * stored by the last tree step), linked to the newest record published before its day. Does
 * nothing to a record already published. Throws when the root's sum is not the leaves' total.
 */
export async function publishRecord(
  db: D1Database,
  keys: LiabilityKeys,
  tree: TreeShape & { day: string; asOfTransferId: number; totalXaf: number },
): Promise<LiabilityRecordFields & { recordHash: string }> {
  const [root, previous] = await db.batch([
    db
      .prepare(
        "SELECT sum_xaf AS s, lower(hex(hash)) AS h FROM liability_nodes WHERE record_id = ?1 AND level = ?2 AND position = 0",
      )
      .bind(tree.recordId, tree.height),
    db
      .prepare("SELECT record_hash AS h FROM liability_records WHERE day < ?1 AND status = 'published' ORDER BY day DESC LIMIT 1")
      .bind(tree.day),
  ]);
  const stored = root!.results[0] as { s: number; h: string } | undefined;
  const top = stored ?? (tree.leafCount === 0 ? { s: 0, h: toHex((await emptySubtree(0)).hash) } : null);
  if (!top || top.s !== tree.totalXaf)
    throw new Error(`liabilities ${tree.recordId}: root ${top?.s} XAF, leaves ${tree.totalXaf} XAF`);
  const fields: LiabilityRecordFields = {
    date: tree.day,
    asOfTransferId: tree.asOfTransferId,
    leafCount: tree.leafCount,
    totalXaf: tree.totalXaf,
    rootHash: top.h,
    previousRecordHash: (previous!.results[0] as { h: string } | undefined)?.h ?? null,
  };
  const recordHash = await sha256Hex(canonicalize(fields)!);
  await db
    .prepare(
      `UPDATE liability_records SET status = 'published', leaf_count = ?2, total_xaf = ?3, tree_height = ?4, root_hash = ?5,
              previous_record_hash = ?6, record_hash = ?7, signature = ?8, published_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
        WHERE id = ?1 AND status = 'building'`,
    )
    .bind(
      tree.recordId,
      fields.leafCount,
      fields.totalXaf,
      tree.height,
      fields.rootHash,
      fields.previousRecordHash,
      recordHash,
      keys.sign(fromHex(recordHash)),
    )
    .run();
  return { ...fields, recordHash };
}

/** A published record's row, as the readers select it. */
export interface RecordRow extends LiabilityRecordView {
  id: number;
  treeHeight: number;
  treeDeleted: boolean;
}

const RECORD_COLUMNS = `id, day AS date, as_of_transfer_id AS asOfTransferId, leaf_count AS leafCount, total_xaf AS totalXaf,
  root_hash AS rootHash, previous_record_hash AS previousRecordHash, record_hash AS recordHash, signature,
  total_xaf = ledger_total_xaf AS matchesLedger, tree_height AS treeHeight, tree_deleted_at IS NOT NULL AS treeDeleted`;

type RawRecordRow = Omit<RecordRow, "matchesLedger" | "treeDeleted"> & { matchesLedger: number; treeDeleted: number };

/** The row as the API shows it (booleans from 0/1). */
export function recordFromRow(row: RawRecordRow): RecordRow {
  return { ...row, matchesLedger: row.matchesLedger === 1, treeDeleted: row.treeDeleted === 1 };
}

/** The API's view of a record: the fields, hash, signature and matchesLedger. */
export function recordView({ id: _id, treeHeight: _h, treeDeleted: _d, ...view }: RecordRow): LiabilityRecordView {
  return view;
}

/** The published record of `day`, or the newest when `day` is undefined; null when there is none. */
export function recordStatement(db: D1Database, day: string | undefined): D1PreparedStatement {
  return day === undefined
    ? db.prepare(`SELECT ${RECORD_COLUMNS} FROM liability_records WHERE status = 'published' ORDER BY day DESC LIMIT 1`)
    : db.prepare(`SELECT ${RECORD_COLUMNS} FROM liability_records WHERE status = 'published' AND day = ?1`).bind(day);
}

/** A page of published records before `before` (all when undefined), newest first, and the next page's `before`. */
export async function recordsPage(
  db: D1Database,
  before: string | undefined,
): Promise<{ latest: LiabilityRecordView | null; records: LiabilityRecordView[]; nextBefore: string | null }> {
  const [latest, page] = await db.batch<RawRecordRow>([
    recordStatement(db, undefined),
    db
      .prepare(
        `SELECT ${RECORD_COLUMNS} FROM liability_records WHERE status = 'published' AND day < ?1 ORDER BY day DESC LIMIT ?2`,
      )
      .bind(before ?? "9999-12-31", LIABILITY_RECORDS_PAGE_SIZE + 1),
  ]);
  const rows = page!.results.map(recordFromRow);
  const records = rows.slice(0, LIABILITY_RECORDS_PAGE_SIZE).map(recordView);
  const newest = latest!.results[0];
  return {
    latest: newest ? recordView(recordFromRow(newest)) : null,
    records,
    nextBefore: rows.length > LIABILITY_RECORDS_PAGE_SIZE ? records.at(-1)!.date : null,
  };
}
