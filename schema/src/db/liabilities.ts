/**
 * The daily proof of liabilities (migration 0026, docs/proof-of-liabilities.md): one record
 * per Africa/Douala day, kept forever, and the Merkle sum tree the record's root commits to,
 * kept only while investors may ask for their proof (`LIABILITY_PROOF_DAYS`, then deleted
 * in bounded steps). The tree tables are derived from the ledger, never part of it.
 *
 * The leaves and nodes are WITHOUT ROWID tables clustered on their primary key (written by
 * hand in the migration): a day's leaves are stored in hash order, the tree's order, so the
 * build walks them without a sort and a proof reads its block as one range.
 */
import { sql } from "drizzle-orm";
import { blob, check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { oneOf } from "./checks";

/**
 * A day's record. `root_hash` to `signature` are null while its tree is being built
 * (`status = 'building'`); `ledger_total_xaf` is the ledger's sum of every user account as of
 * `as_of_transfer_id`, from the auditor's entry sums, for `matchesLedger`.
 */
export const liabilityRecords = sqliteTable(
  "liability_records",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    day: text("day").notNull().unique(),
    status: text("status", { enum: ["building", "published"] }).notNull(),
    asOfTransferId: integer("as_of_transfer_id").notNull(),
    ledgerTotalXaf: integer("ledger_total_xaf").notNull(),
    leafCount: integer("leaf_count"),
    totalXaf: integer("total_xaf"),
    /** Levels above the leaves: the padded tree holds 2^height leaves. */
    treeHeight: integer("tree_height"),
    rootHash: text("root_hash"),
    previousRecordHash: text("previous_record_hash"),
    recordHash: text("record_hash"),
    signature: text("signature"),
    publishedAt: text("published_at"),
    /** When the day's leaves and nodes were deleted (proofs are no longer served). */
    treeDeletedAt: text("tree_deleted_at"),
  },
  (t) => [check("liability_records_status", oneOf(t.status, ["building", "published"]))],
);

/** A leaf: an investor's salted hash and liability (whole XAF > 0); no user id is stored. */
export const liabilityLeaves = sqliteTable(
  "liability_leaves",
  {
    recordId: integer("record_id").notNull(),
    hash: blob("hash", { mode: "buffer" }).notNull(),
    sumXaf: integer("sum_xaf").notNull(),
  },
  (t) => [primaryKey({ columns: [t.recordId, t.hash] })],
);

/**
 * The tree's nodes from the block level up (level 6, blocks of 64 leaves, or the root's level
 * in a smaller tree): `position` counts from the left within the level. A block node keeps
 * its first leaf's hash, so a proof finds its block by the leaf's hash. Nodes whose leaves
 * are all padding are not stored: they are the empty subtree of their level.
 */
export const liabilityNodes = sqliteTable(
  "liability_nodes",
  {
    recordId: integer("record_id").notNull(),
    level: integer("level").notNull(),
    position: integer("position").notNull(),
    sumXaf: integer("sum_xaf").notNull(),
    hash: blob("hash", { mode: "buffer" }).notNull(),
    firstLeafHash: blob("first_leaf_hash", { mode: "buffer" }),
  },
  (t) => [
    primaryKey({ columns: [t.recordId, t.level, t.position] }),
    index("liability_nodes_blocks").on(t.recordId, t.firstLeafHash).where(sql`${t.firstLeafHash} IS NOT NULL`),
  ],
);
