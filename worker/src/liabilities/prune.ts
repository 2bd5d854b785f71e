/**
 * Keeps the trees only as long as proofs are served (docs/proof-of-liabilities.md#storage):
 * the leaves and nodes of a day older than LIABILITY_PROOF_DAYS are deleted, at most
 * `rows` of each per step, oldest day first; the record itself is kept forever. These are
 * derived tables, not the ledger: deleting them changes no balance.
 */

/** Days whose proofs are served: the day's tree is deleted once it is older than this. */
export const LIABILITY_PROOF_DAYS = 7;

/** Rows of leaves (and of nodes) one prune step deletes. */
export const PRUNE_ROWS = 50_000;

/**
 * One prune step on trees older than LIABILITY_PROOF_DAYS before `day`: deletes up to `rows`
 * leaves and `rows` nodes of the oldest such tree, and marks it deleted once it is empty.
 * Answers whether it found anything to delete (false: the next step would do nothing). One batch.
 */
export async function pruneStep(db: D1Database, day: string, rows = PRUNE_ROWS): Promise<boolean> {
  const oldest = `(SELECT id FROM liability_records WHERE tree_deleted_at IS NULL AND day <= date(?1, '-${LIABILITY_PROOF_DAYS} days') ORDER BY day LIMIT 1)`;
  const [found] = await db.batch([
    db.prepare(`SELECT ${oldest} AS id`).bind(day),
    db
      .prepare(
        `DELETE FROM liability_leaves WHERE record_id = ${oldest}
            AND hash IN (SELECT hash FROM liability_leaves WHERE record_id = ${oldest} ORDER BY hash LIMIT ?2)`,
      )
      .bind(day, rows),
    db
      .prepare(
        `DELETE FROM liability_nodes WHERE record_id = ${oldest}
            AND (level, position) IN (SELECT level, position FROM liability_nodes WHERE record_id = ${oldest} ORDER BY level, position LIMIT ?2)`,
      )
      .bind(day, rows),
    db
      .prepare(
        `UPDATE liability_records SET tree_deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
          WHERE id = ${oldest} AND NOT EXISTS (SELECT 1 FROM liability_leaves WHERE record_id = ${oldest})
            AND NOT EXISTS (SELECT 1 FROM liability_nodes WHERE record_id = ${oldest})`,
      )
      .bind(day),
  ]);
  return (found!.results[0] as { id: number | null }).id !== null;
}
