/**
 * The returns reserve and the public transparency figures (decisions.md section 1).
 * Funding: operator capital -> returns reserve, with a note, audited.
 * Returns owed: investment-days that are due but not settled because the reserve could
 * not cover them. Raises nothing beyond invalid input.
 */
import type { ReserveStatus } from "@app/schema/contracts/reserve";
import type { TransparencyResponse } from "@app/schema/contracts/transparency";
import { REFERRAL_BONUS_XAF, KEEP_BALANCE_XAF, xafToDecimalString } from "@app/schema/money";
import { lastBookCheck, postAtomically, userAccountSql } from "../ledger/ledger";
import { reserveFundingTransfer } from "../ledger/transfers";
import { auditStatement, type AdminRow } from "./admins";
import { doualaDay } from "../lib/douala-date";
import { getSettings } from "./settings";
import { switchHistory } from "./switches";

export async function fundReserve(db: D1Database, admin: AdminRow, amountXaf: number, note: string): Promise<ReserveStatus> {
  const key = `reserve_funding:${crypto.randomUUID()}`;
  await postAtomically(db, [
    reserveFundingTransfer(db, { idempotencyKey: key, amountXaf, note }),
    auditStatement(db, admin, "reserve.fund", undefined, { amount: amountXaf, note }),
  ]);
  return reserveStatus(db, new Date());
}

/** Reserve balance, what is owed, and how many days of current returns it covers. */
export async function reserveStatus(db: D1Database, at: Date): Promise<ReserveStatus> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve') AS reserve,
         (SELECT COALESCE(SUM(MAX(0, MIN(duration_days, CAST(julianday(?1) - julianday(start_day) AS INTEGER)) - accrued_days) * daily_return_xaf), 0)
            FROM investments) AS owed,
         (SELECT COUNT(*) FROM users u WHERE u.first_invested_at IS NOT NULL AND u.referred_by_user_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'referral_bonus:' || u.id)) AS bonuses_owed,
         (SELECT COALESCE(SUM(i.daily_return_xaf), 0) FROM investments i JOIN users u ON u.id = i.user_id
            JOIN ledger_accounts p ON p.id = ${userAccountSql("u.id", "principal")}
           WHERE i.is_active = 1 AND u.is_active = 1 AND p.balance_xaf >= ${KEEP_BALANCE_XAF}) AS daily_due`,
    )
    .bind(doualaDay(at))
    .first<{ reserve: number; owed: number; bonuses_owed: number; daily_due: number }>();
  const r = row!;
  return {
    reserveBalance: xafToDecimalString(r.reserve),
    returnsOwed: xafToDecimalString(r.owed),
    referralBonusesOwed: xafToDecimalString(r.bonuses_owed * REFERRAL_BONUS_XAF),
    dailyReturnsDue: xafToDecimalString(r.daily_due),
    reserveCoverDays: r.daily_due > 0 ? Math.floor(Math.max(0, r.reserve - r.owed) / r.daily_due) : null,
  };
}

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
        `SELECT COALESCE(SUM(CASE WHEN kind = 'deposit' THEN amount_xaf END), 0) AS deposits,
                COALESCE(SUM(CASE WHEN kind = 'withdrawal_payout' THEN amount_xaf END), 0) AS payouts,
                COALESCE(SUM(CASE WHEN kind = 'daily_return' THEN amount_xaf END), 0) AS returns,
                COALESCE(SUM(CASE WHEN kind = 'referral_bonus' THEN amount_xaf END), 0) AS bonuses
           FROM ledger_transfers`,
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
