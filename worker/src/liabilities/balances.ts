/**
 * What the platform owes each investor as of one transfer id (docs/proof-of-liabilities.md):
 * the sum of the user's four ledger accounts (principal, referral, invested, withdrawal hold)
 * after every transfer up to `asOfTransferId` and none after, plus the returns accrued and not
 * yet posted then (accrued.ts; RET-8): the principal as the investor sees it. Transfers keep
 * arriving while the tree is built, so a balance is the cached balance less what the user's
 * transfers after that id moved on their accounts, read by the `(user_id, id)` index: every
 * transfer touching a user's account carries that user's id (schema/src/db/ledger.ts). A
 * `return_posting` after that id is left in: it moved the return from unposted to posted, which
 * the leaf counts the same. The ledger is append-only and the unposted part is stable
 * (accrued.ts), so the answer for an id never changes.
 *
 * The ledger's own total, for `matchesLedger`, comes from the other side: the auditor's sums of
 * the entries (books_audit_balances, never the cached balances) of the platform's accounts but
 * `returns_payable` (owed to the investors: the sum of what is accrued and unposted), negated,
 * since every transfer's two entries sum to zero.
 */
import type { LiabilityBreakdown } from "@app/schema/contracts/liabilities";
import { USER_ACCOUNT_KINDS, type UserAccountKind } from "@app/schema/db/ledger";
import { userAccountSql } from "../ledger/accounts";
import { unpostedThroughDaySql } from "./accrued";

const OWN = (side: "credit" | "debit") =>
  `t.${side}_account_id IN (${USER_ACCOUNT_KINDS.map((k) => userAccountSql("a.user_id", k)).join(", ")})`;

/** The user's transfers after transfer `asOf` that the leaf undoes: all but the postings of returns. */
const AFTER = (asOf: string) => `t.user_id = a.user_id AND t.id > ${asOf} AND t.kind <> 'return_posting'`;

/** For accounts `a` grouped by user: the user's liability as of transfer `asOf` of the record of day `day`, whole XAF. */
const LIABILITY_AT = (asOf: string, day: string) => `SUM(a.balance_xaf) - COALESCE((
  SELECT SUM(CASE WHEN ${OWN("credit")} THEN t.amount_xaf ELSE 0 END - CASE WHEN ${OWN("debit")} THEN t.amount_xaf ELSE 0 END)
    FROM ledger_transfers t WHERE ${AFTER(asOf)}), 0) + ${unpostedThroughDaySql("a.user_id", day)}`;

/** Users with ids in [?1, ?2] whose liability as of transfer ?3 (day ?4) is above 0, by user id. */
const RANGE_SQL = `SELECT user_id AS userId, v AS liabilityXaf FROM (
  SELECT a.user_id, ${LIABILITY_AT("?3", "?4")} AS v FROM ledger_accounts a
   WHERE a.user_id BETWEEN ?1 AND ?2 GROUP BY a.user_id) WHERE v > 0 ORDER BY user_id`;

/** One investor's liability as of a transfer id (?1 user, ?2 transfer id, ?3 the record's day). */
const ONE_SQL = `SELECT ${LIABILITY_AT("?2", "?3")} AS liabilityXaf FROM ledger_accounts a WHERE a.user_id = ?1 GROUP BY a.user_id`;

/**
 * One investor's accounts as of a transfer id (?1 user, ?2 transfer id, ?3 the record's day),
 * one row per account: each cached balance less what the user's transfers after that id moved
 * on it, the principal with the returns accrued and unposted, the same reading as ONE_SQL,
 * account by account. Read by the `(user_id, id)` index.
 */
const BY_ACCOUNT_SQL = `SELECT a.kind, a.balance_xaf - COALESCE((
  SELECT SUM(CASE WHEN t.credit_account_id = a.id THEN t.amount_xaf ELSE 0 END - CASE WHEN t.debit_account_id = a.id THEN t.amount_xaf ELSE 0 END)
    FROM ledger_transfers t WHERE ${AFTER("?2")}), 0)
  + CASE WHEN a.kind = 'principal' THEN ${unpostedThroughDaySql("a.user_id", "?3")} ELSE 0 END AS xaf
  FROM ledger_accounts a WHERE a.user_id = ?1`;

/**
 * The statement of an investor's accounts as of a transfer id, for the record of `day`
 * (YYYY-MM-DD), for a batch; read by `breakdownFromRows`.
 */
export function liabilityBreakdownStatement(
  db: D1Database,
  userId: number,
  asOfTransferId: number,
  day: string,
): D1PreparedStatement {
  return db.prepare(BY_ACCOUNT_SQL).bind(userId, asOfTransferId, day);
}

/** `liabilityBreakdownStatement`'s rows as the four figures, whole XAF (0 for an account not opened). */
export function breakdownFromRows(rows: { kind: string; xaf: number }[]): LiabilityBreakdown {
  const of = (kind: UserAccountKind) => rows.find((r) => r.kind === kind)?.xaf ?? 0;
  return {
    principalXaf: of("principal"),
    referralXaf: of("referral"),
    investedXaf: of("invested"),
    withdrawalHoldXaf: of("withdrawal_hold"),
  };
}

/** An investor's liability as of a transfer id, for the record of `day` (for a batch). */
export function liabilityStatement(db: D1Database, userId: number, asOfTransferId: number, day: string): D1PreparedStatement {
  return db.prepare(ONE_SQL).bind(userId, asOfTransferId, day);
}

/** Reads `liabilityStatement`'s row: whole XAF, 0 for a user without accounts. */
export function liabilityFromRow(row: { liabilityXaf: number } | undefined): number {
  return row?.liabilityXaf ?? 0;
}

/**
 * Every user with an id in [lo, hi] owed more than 0 as of `asOfTransferId`, for the record of
 * `day`: one statement, reading the range's accounts, each user's transfers after that id and
 * their investments. Throws what D1 throws.
 */
export async function liabilitiesInRange(
  db: D1Database,
  lo: number,
  hi: number,
  asOfTransferId: number,
  day: string,
): Promise<{ userId: number; liabilityXaf: number }[]> {
  const { results } = await db
    .prepare(RANGE_SQL)
    .bind(lo, hi, asOfTransferId, day)
    .all<{ userId: number; liabilityXaf: number }>();
  return results;
}

/** SQL: whether account `x` is the platform's own, not owed to investors (every account but users' and `returns_payable`). */
const PLATFORM = (x: string) => `(${x}.user_id IS NULL AND ${x}.id <> 'returns_payable')`;

/**
 * The SQL expression of the ledger's sum of every user account and `returns_payable` (what is
 * owed to investors) as of transfer `asOf` (a parameter), from the auditor's entry sums: minus
 * the other platform accounts' sums at its checkpoint, corrected by the transfers between
 * `asOf` and the checkpoint (none, when the auditor has not moved since the books check). NULL
 * when the checkpoint is before `asOf` (the books were not checked through it).
 */
export const ledgerUserTotalSql = (asOf: string) => `
SELECT CASE WHEN (SELECT through_transfer_id FROM books_audit WHERE id = 1) < ${asOf} THEN NULL ELSE
  - (SELECT COALESCE(SUM(b.from_entries_xaf), 0) FROM ledger_accounts a JOIN books_audit_balances b ON b.account_id = a.id
      WHERE ${PLATFORM("a")})
  + (SELECT COALESCE(SUM(CASE WHEN ${PLATFORM("c")} THEN t.amount_xaf ELSE 0 END - CASE WHEN ${PLATFORM("d")} THEN t.amount_xaf ELSE 0 END), 0)
       FROM ledger_transfers t JOIN ledger_accounts c ON c.id = t.credit_account_id JOIN ledger_accounts d ON d.id = t.debit_account_id
      WHERE t.id > ${asOf} AND t.id <= (SELECT through_transfer_id FROM books_audit WHERE id = 1)) END`;
