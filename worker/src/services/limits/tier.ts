/**
 * An investor's tier (docs/product-rules.md#limits-by-tier, KYC-5): 0 registered, 1 a number
 * verified (a live payout number usable now, KYC-1, KYC-3), 2 identity verified by two
 * staff (`users.identity_verified_at`). The one definition: guards and views read it here.
 */

/**
 * The tier of the user whose id is the SQL expression `uidSql` (a column such as `u.id`,
 * or a numbered parameter), as an SQL expression giving 0, 1 or 2. Reads that user's rows
 * only (`users` by id, `payout_numbers_user`).
 */
export function tierSql(uidSql: string): string {
  return `(CASE WHEN (SELECT identity_verified_at FROM users WHERE id = ${uidSql}) IS NOT NULL THEN 2
     WHEN EXISTS (SELECT 1 FROM payout_numbers WHERE user_id = ${uidSql} AND released_at IS NULL
                   AND usable_from <= strftime('%Y-%m-%dT%H:%M:%fZ','now')) THEN 1
     ELSE 0 END)`;
}
