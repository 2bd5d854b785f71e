/**
 * The investor's dashboard and history, all derived from the ledger
 * (spec section 2, User dashboard; decisions.md section 2).
 */
import type {
  DashboardResponse,
  InvestmentView,
  ReferralEarningView,
  ReturnsPausedReason,
  TransactionView,
} from "@app/schema/contracts/dashboard";
import { KEEP_BALANCE_XAF, xafToDecimalString } from "@app/schema/money";
import { toAuthUser, type UserRow } from "./users";

/**
 * The sign of a transfer for the investor: + when it brings money into their spendable
 * balances (principal, referral), - when it takes money out of them.
 */
// D1 binds JS numbers as REAL, hence the CASTs: 'u' || 5.0 would name no account.
const SIGN_SQL = `CASE
  WHEN t.credit_account_id IN ('u' || CAST(?1 AS INTEGER) || ':principal', 'u' || CAST(?1 AS INTEGER) || ':referral')
   AND t.debit_account_id NOT IN ('u' || CAST(?1 AS INTEGER) || ':principal', 'u' || CAST(?1 AS INTEGER) || ':referral') THEN 1
  WHEN t.debit_account_id IN ('u' || CAST(?1 AS INTEGER) || ':principal', 'u' || CAST(?1 AS INTEGER) || ':referral')
   AND t.credit_account_id NOT IN ('u' || CAST(?1 AS INTEGER) || ':principal', 'u' || CAST(?1 AS INTEGER) || ':referral') THEN -1
  ELSE 0 END`;

/** Every ledger movement of a user, newest first, with its request's status. */
export async function listTransactions(db: D1Database, userId: number, limit = 200): Promise<TransactionView[]> {
  const { results } = await db
    .prepare(
      `SELECT t.id, t.kind, t.amount_xaf, ${SIGN_SQL} AS sign, t.reference, t.memo, t.created_at,
              CASE WHEN t.kind = 'withdrawal_hold'
                   THEN (SELECT status FROM withdrawal_requests w WHERE 'withdrawal:' || w.id = t.reference)
                   ELSE 'completed' END AS status
         FROM ledger_transfers t
        WHERE t.user_id = ?1
        ORDER BY t.id DESC LIMIT ?2`,
    )
    .bind(userId, limit)
    .all<{
      id: number;
      kind: string;
      amount_xaf: number;
      sign: number;
      reference: string | null;
      memo: string | null;
      created_at: string;
      status: string;
    }>();
  return results.map((r) => ({
    id: r.id,
    type: r.kind,
    amount: `${r.sign < 0 ? "-" : ""}${xafToDecimalString(r.amount_xaf)}`,
    status: r.status ?? "completed",
    reference: r.reference,
    memo: r.memo,
    createdAt: r.created_at,
  }));
}

/** Investments of a user with paid and owed days; `asOfDay` is today in Africa/Douala. */
export async function listInvestments(db: D1Database, userId: number, asOfDay: string): Promise<InvestmentView[]> {
  const { results } = await db
    .prepare(
      `SELECT i.*, date(i.start_day, '+' || i.duration_days || ' days') AS matures_on,
              (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = i.id AND a.status = 'paid') AS paid_days,
              MAX(0, MIN(i.duration_days, CAST(julianday(?2) - julianday(i.start_day) AS INTEGER)) - i.accrued_days) AS owed_days
         FROM investments i WHERE i.user_id = ?1 ORDER BY i.id DESC`,
    )
    .bind(userId, asOfDay)
    .all<
      Record<string, never> & {
        id: number;
        card_id: number;
        card_name: string;
        amount_xaf: number;
        daily_return_xaf: number;
        total_earned_xaf: number;
        duration_days: number;
        is_active: number;
        created_at: string;
        matures_on: string;
        paid_days: number;
        owed_days: number;
      }
    >();
  return results.map((i) => ({
    id: i.id,
    cardId: i.card_id,
    cardName: i.card_name,
    amount: xafToDecimalString(i.amount_xaf),
    dailyReturn: xafToDecimalString(i.daily_return_xaf),
    totalEarned: xafToDecimalString(i.total_earned_xaf),
    durationDays: i.duration_days,
    paidDays: i.paid_days,
    owedDays: i.owed_days,
    isActive: i.is_active === 1,
    createdAt: i.created_at,
    maturesOn: i.matures_on,
  }));
}

/** Referral bonuses received, one per referred friend. */
export async function listReferralEarnings(db: D1Database, userId: number): Promise<ReferralEarningView[]> {
  const { results } = await db
    .prepare(
      `SELECT t.amount_xaf, t.created_at, CAST(substr(t.reference, 6) AS INTEGER) AS referred_id,
              COALESCE((SELECT full_name FROM users WHERE id = CAST(substr(t.reference, 6) AS INTEGER)), '') AS referred_name
         FROM ledger_transfers t WHERE t.user_id = ? AND t.kind = 'referral_bonus' ORDER BY t.id DESC`,
    )
    .bind(userId)
    .all<{ amount_xaf: number; created_at: string; referred_id: number; referred_name: string }>();
  return results.map((r) => ({
    referredUserId: r.referred_id,
    referredName: r.referred_name,
    amount: xafToDecimalString(r.amount_xaf),
    createdAt: r.created_at,
  }));
}

/** Why returns are paused now (decisions.md section 2), or null. */
export function returnsPausedReason(user: UserRow): ReturnsPausedReason {
  if (user.is_active !== 1) return "suspended";
  if (user.first_invested_at && user.principal_xaf < KEEP_BALANCE_XAF) return "low_balance";
  return null;
}

/** GET /api/user/dashboard. */
export async function getDashboard(db: D1Database, user: UserRow, asOfDay: string): Promise<DashboardResponse> {
  const [investments, transactions, referralEarnings, referralCount] = await Promise.all([
    listInvestments(db, user.id, asOfDay),
    listTransactions(db, user.id),
    listReferralEarnings(db, user.id),
    db.prepare("SELECT COUNT(*) AS n FROM users WHERE referred_by_user_id = ?").bind(user.id).first<{ n: number }>(),
  ]);
  // From the ledger: every investment transfer, and every daily return received.
  const sums = await db
    .prepare(
      `SELECT COALESCE(SUM(CASE WHEN kind = 'investment' THEN amount_xaf END), 0) AS invested,
              COALESCE(SUM(CASE WHEN kind = 'daily_return' THEN amount_xaf END), 0) AS earned
         FROM ledger_transfers WHERE user_id = ?`,
    )
    .bind(user.id)
    .first<{ invested: number; earned: number }>();
  return {
    user: toAuthUser(user),
    investments,
    transactions,
    referralEarnings,
    referralCount: referralCount?.n ?? 0,
    totalInvested: xafToDecimalString(sums?.invested ?? 0),
    totalEarned: xafToDecimalString(sums?.earned ?? 0),
    returnsPaused: returnsPausedReason(user),
  };
}
