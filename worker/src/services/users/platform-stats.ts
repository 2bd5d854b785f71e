/**
 * The staff's headline figures (docs/product-rules.md#admin-panel): investors (not erased),
 * active investments, deposits in total (whole XAF, as a decimal string) and withdrawals
 * waiting for a decision. Deposits come from the ledger's running totals per kind
 * (migration 0024), not a sum over every transfer.
 */
import type { AdminStats } from "@app/schema/contracts/admin";
import { xafToDecimalString } from "@app/schema/money";

/** The four figures, in one statement. */
export async function getStats(db: D1Database): Promise<AdminStats> {
  const row = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM users WHERE deleted_at IS NULL) AS total_users,
              (SELECT COUNT(*) FROM investments WHERE is_active = 1) AS active_investments,
              (SELECT COALESCE(SUM(total_xaf), 0) FROM ledger_kind_totals WHERE kind = 'deposit') AS total_deposits,
              (SELECT COUNT(*) FROM withdrawal_requests WHERE status = 'pending') AS pending_withdrawals`,
    )
    .first<{ total_users: number; active_investments: number; total_deposits: number; pending_withdrawals: number }>();
  return {
    totalUsers: row!.total_users,
    activeInvestments: row!.active_investments,
    totalDeposits: xafToDecimalString(row!.total_deposits),
    pendingWithdrawals: row!.pending_withdrawals,
  };
}
