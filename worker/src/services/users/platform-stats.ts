/**
 * The staff's headline figures (docs/product-rules.md#admin-panel): investors (not erased),
 * active investments, deposits in total (whole XAF, as a decimal string) and withdrawals
 * waiting for a decision. Deposits come from the ledger's running totals per kind
 * (migration 0024), not a sum over every transfer; the three counts from the counts the
 * triggers of migration 0040 keep (row_counts), not a count of a table.
 */
import type { AdminStats } from "@app/schema/contracts/admin";
import { xafToDecimalString } from "@app/schema/money";

/** The four figures, in one statement. */
export async function getStats(db: D1Database): Promise<AdminStats> {
  const row = await db
    .prepare(
      `SELECT (SELECT COALESCE(MAX(n), 0) FROM row_counts WHERE name = 'users_live') AS total_users,
              (SELECT COALESCE(MAX(n), 0) FROM row_counts WHERE name = 'investments_active') AS active_investments,
              (SELECT COALESCE(SUM(total_xaf), 0) FROM ledger_kind_totals WHERE kind = 'deposit') AS total_deposits,
              (SELECT COALESCE(MAX(n), 0) FROM row_counts WHERE name = 'withdrawals_pending') AS pending_withdrawals`,
    )
    .first<{ total_users: number; active_investments: number; total_deposits: number; pending_withdrawals: number }>();
  return {
    totalUsers: row!.total_users,
    activeInvestments: row!.active_investments,
    totalDeposits: xafToDecimalString(row!.total_deposits),
    pendingWithdrawals: row!.pending_withdrawals,
  };
}
