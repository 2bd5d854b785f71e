/**
 * The public transparency figures (docs/product-rules.md#transparency), readable signed
 * out: totals from the ledger, the reserve's status, the withdrawal queue, the switches'
 * history and whether the books were last found balanced (#books-checked).
 */
import type { TransparencyResponse } from "@app/schema/contracts/transparency";
import { xafToDecimalString } from "@app/schema/money";
import { lastBookCheck } from "../../ledger/books-check";
import { reserveStatus } from "../reserve/reserve";
import { getSettings } from "../settings/settings";
import { switchHistory } from "../settings/switches";

function median(xs: number[]): number | null {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** GET /api/transparency: public figures, all derived from the ledger and request tables. */
export async function transparency(db: D1Database, at = new Date()): Promise<TransparencyResponse> {
  const [sums, reserve, pending, decisions, history, settings, books] = await Promise.all([
    db
      .prepare(
        // The ledger's running totals per kind (migration 0024): five rows, not every transfer.
        // Returns paid: the days settled before the switch (`daily_return`, on the principal)
        // and those accrued in aggregate since (`return_accrual`, posted or not; RET-8).
        `SELECT COALESCE(SUM(CASE WHEN kind = 'deposit' THEN total_xaf END), 0) AS deposits,
                COALESCE(SUM(CASE WHEN kind = 'withdrawal_payout' THEN total_xaf END), 0) AS payouts,
                COALESCE(SUM(CASE WHEN kind IN ('daily_return', 'return_accrual') THEN total_xaf END), 0) AS returns,
                COALESCE(SUM(CASE WHEN kind = 'referral_bonus' THEN total_xaf END), 0) AS bonuses
           FROM ledger_kind_totals
          WHERE kind IN ('deposit', 'withdrawal_payout', 'daily_return', 'return_accrual', 'referral_bonus')`,
      )
      .first<{ deposits: number; payouts: number; returns: number; bonuses: number }>(),
    reserveStatus(db, at),
    db
      .prepare("SELECT COUNT(*) AS n, MIN(created_at) AS oldest FROM withdrawal_requests WHERE status = 'pending'")
      .first<{ n: number; oldest: string | null }>(),
    db
      .prepare(
        `SELECT (julianday(decided_at) - julianday(created_at)) * 24 AS hours FROM withdrawal_requests
          WHERE decided_at IS NOT NULL ORDER BY id DESC LIMIT 500`,
      )
      .all<{ hours: number }>(),
    switchHistory(db),
    getSettings(db),
    lastBookCheck(db),
  ]);
  const hours = (ms: number) => Math.round((ms / 3_600_000) * 10) / 10;
  const med = median(decisions.results.map((d) => d.hours));
  return {
    depositsApproved: xafToDecimalString(sums!.deposits),
    withdrawalsPaid: xafToDecimalString(sums!.payouts),
    returnsPaid: xafToDecimalString(sums!.returns),
    returnsOwed: reserve.returnsOwed,
    referralBonusesPaid: xafToDecimalString(sums!.bonuses),
    reserveBalance: reserve.reserveBalance,
    returnsCommitted: reserve.returnsCommitted,
    reserveFree: reserve.reserveFree,
    returnsShortfall: reserve.returnsShortfall,
    promisedReturnsFundedPercent: reserve.promisedReturnsFundedPercent,
    reserveCoverDays: reserve.reserveCoverDays,
    pendingWithdrawals: {
      count: pending!.n,
      oldestAgeHours: pending!.oldest ? hours(at.getTime() - Date.parse(pending!.oldest)) : null,
    },
    medianWithdrawalDecisionHours: med === null ? null : Math.round(med * 10) / 10,
    switchHistory: history,
    operatorLegalName: settings.operatorLegalName,
    licenceReference: settings.licenceReference,
    booksCheckedAt: books?.checkedAt ?? null,
    booksBalanced: books?.balanced ?? null,
    asOf: at.toISOString(),
  };
}
