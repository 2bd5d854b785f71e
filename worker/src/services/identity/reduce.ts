/**
 * Reducing an erased or expired account's identity checks (docs/product-rules.md#data-rights,
 * DATA-7): in the batch that erases the person (staff's erasure, DEL-1, or the end of a closed
 * account's retention, DATA-6), the checks' personal fields (legal name, date of birth,
 * document number, rejection reason) are cleared and `reduced_at` set; then the images are
 * deleted from the private R2 bucket and their keys cleared. What stays: the check's state,
 * document type, dates, the files' types, sizes and SHA-256 (what was checked, not who).
 * D1 is cleared only after R2 confirms a delete, so a failed delete leaves the keys for the
 * next sweep (the partial index `identity_checks_files_left`), never an image nobody can find.
 */

/** The statement reducing the checks of `userIds` once erased (phone cleared), for the batch that erases them. */
export function reduceIdentityChecksStatement(db: D1Database, userIds: number[]): D1PreparedStatement {
  const list = userIds.map(() => "?").join(", ");
  return db
    .prepare(
      `UPDATE identity_checks SET full_legal_name = NULL, date_of_birth = NULL, document_number = NULL, reason = NULL,
              reduced_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
        WHERE user_id IN (${list}) AND reduced_at IS NULL
          AND user_id IN (SELECT id FROM users WHERE id IN (${list}) AND deleted_at IS NOT NULL AND phone IS NULL)`,
    )
    .bind(...userIds, ...userIds);
}

/** Reduced checks' images deleted per call at most (two objects a check). */
export const IDENTITY_SWEEP_BATCH = 100;

/**
 * Deletes from R2 the images of reduced checks (of `userIds`, or any, oldest first, by the
 * partial index) and clears their keys; at most `IDENTITY_SWEEP_BATCH` checks. Answers how
 * many checks it cleared. An R2 failure throws before D1 is touched.
 */
export async function deleteReducedIdentityFiles(db: D1Database, bucket: R2Bucket, userIds?: number[]): Promise<number> {
  const byUser = userIds ? `AND user_id IN (${userIds.map(() => "?").join(", ")})` : "";
  const { results } = await db
    .prepare(
      `SELECT id, document_key, selfie_key FROM identity_checks INDEXED BY identity_checks_files_left
        WHERE reduced_at IS NOT NULL AND (document_key IS NOT NULL OR selfie_key IS NOT NULL) ${byUser}
        ORDER BY id LIMIT ${IDENTITY_SWEEP_BATCH}`,
    )
    .bind(...(userIds ?? []))
    .all<{ id: number; document_key: string | null; selfie_key: string | null }>();
  if (results.length === 0) return 0;
  const keys = results.flatMap((r) => [r.document_key, r.selfie_key]).filter((k): k is string => k !== null);
  await bucket.delete(keys);
  const ids = results.map((r) => r.id);
  await db
    .prepare(`UPDATE identity_checks SET document_key = NULL, selfie_key = NULL WHERE id IN (${ids.map(() => "?").join(", ")})`)
    .bind(...ids)
    .run();
  return results.length;
}
