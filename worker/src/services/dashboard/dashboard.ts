/**
 * The investor's dashboard and history, derived from the ledger and the request tables
 * (docs/product-rules.md#screens, #money-status, MST-4). Every read is an index lookup by
 * user (`DASHBOARD_QUERIES`, checked by EXPLAIN QUERY PLAN in dashboard.test.ts), and the
 * route reads them all in one D1 batch with the session check: one round trip
 * (docs/ARCHITECTURE.md#one-round-trip).
 */
import type {
  DashboardResponse,
  InvestmentView,
  PendingReferralBonusView,
  ReferralEarningView,
  ReturnsPausedReason,
} from "@app/schema/contracts/dashboard";
import { KEEP_BALANCE_XAF, REFERRAL_BONUS_XAF, xafToDecimalString } from "@app/schema/money";
import { DASHBOARD_HISTORY_LIMIT, TRANSACTIONS_SQL, type TransactionRow, withReturnLines } from "./transaction-history";
import { legacyDaysSql, paidDaysSql, pausedDaysSql, RETURN_PAUSES_SQL } from "../returns/return-days-sql";
import type { ReturnInvestment, ReturnPause } from "../returns/return-days";
import { toAuthUser, type UserRow } from "../users/accounts";
import { type MoneyRequestRow, moneyRequestsQuery, toMoneyRequestsPage } from "./money-requests";
import type { investments } from "@app/schema/db/investments";
import type { SqlRow } from "../../lib/db";
import { toVerification, verificationQueries } from "../verification/payout-numbers";

type InvestmentRow = Pick<
  SqlRow<typeof investments>,
  | "id"
  | "card_id"
  | "card_name"
  | "amount_xaf"
  | "daily_return_xaf"
  | "total_earned_xaf"
  | "duration_days"
  | "is_active"
  | "created_at"
  | "start_day"
  | "accrued_days"
> & {
  matures_on: string;
  card_name_fr: string;
  shown_paid_days: number;
  owed_days: number;
  shown_paused_suspended_days: number;
  shown_paused_low_balance_days: number;
  shown_legacy_days: number;
};

/** The investment as the daily-return lines need it (return-days.ts). */
const toReturnInvestment = (i: InvestmentRow): ReturnInvestment => ({
  id: i.id,
  daily_return_xaf: i.daily_return_xaf,
  start_day: i.start_day,
  legacy_days: i.shown_legacy_days,
  accrued_days: i.accrued_days,
});

/**
 * A user's investments (?1 user, ?2 today in Africa/Douala), newest first, with their paid
 * days and paused days by reason (RET-5) from the investment's counters, kept by the daily run
 * (docs/product-rules.md#daily-returns, RET-8): no day is counted row by row. `shown_legacy_days`
 * says which days have their own `daily_return` transfer; the later paid days get computed
 * history lines (return-days.ts). The card's French name comes from the card by its key
 * (issue 34: French readers saw English names).
 */
const INVESTMENTS_SQL = `SELECT i.*, date(i.start_day, '+' || i.duration_days || ' days') AS matures_on,
        COALESCE((SELECT c.name_fr FROM investment_cards c WHERE c.id = i.card_id), '') AS card_name_fr,
        ${paidDaysSql("i")} AS shown_paid_days,
        ${pausedDaysSql("i", "suspended")} AS shown_paused_suspended_days,
        ${pausedDaysSql("i", "low_balance")} AS shown_paused_low_balance_days,
        ${legacyDaysSql("i")} AS shown_legacy_days,
        MAX(0, MIN(i.duration_days, CAST(julianday(?2) - julianday(i.start_day) AS INTEGER)) - i.accrued_days) AS owed_days
   FROM investments i WHERE i.user_id = ?1 ORDER BY i.id DESC`;

function investmentsStatement(db: D1Database, userId: number, asOfDay: string): D1PreparedStatement {
  return db.prepare(INVESTMENTS_SQL).bind(userId, asOfDay);
}

function toInvestmentView(i: InvestmentRow): InvestmentView {
  return {
    id: i.id,
    cardId: i.card_id,
    cardName: i.card_name,
    cardNameFr: i.card_name_fr,
    amount: xafToDecimalString(i.amount_xaf),
    dailyReturn: xafToDecimalString(i.daily_return_xaf),
    totalEarned: xafToDecimalString(i.total_earned_xaf),
    durationDays: i.duration_days,
    paidDays: i.shown_paid_days,
    owedDays: i.owed_days,
    pausedDays: { suspended: i.shown_paused_suspended_days, lowBalance: i.shown_paused_low_balance_days },
    isActive: i.is_active === 1,
    createdAt: i.created_at,
    maturesOn: i.matures_on,
  };
}

/** Investments of a user with paid and owed days; `asOfDay` is today in Africa/Douala. */
export async function listInvestments(db: D1Database, userId: number, asOfDay: string): Promise<InvestmentView[]> {
  const { results } = await investmentsStatement(db, userId, asOfDay).all<InvestmentRow>();
  return results.map(toInvestmentView);
}

interface ReferralRow {
  amount_xaf: number;
  created_at: string;
  referred_id: number;
  referred_name: string;
}

/**
 * Referral bonuses received (?1 user), one per referred friend, newest first, read from
 * the partial (user_id, kind, amount_xaf) index of migration 0012 (its `kind <>
 * 'daily_return'` term repeated so it applies). Named with INDEXED BY: left alone, the
 * planner takes the (user_id, id) index for the order and reads every daily return.
 */
const REFERRAL_EARNINGS_SQL = `SELECT t.amount_xaf, t.created_at, t.referred_user_id AS referred_id,
        COALESCE((SELECT full_name FROM users WHERE id = t.referred_user_id), '') AS referred_name
   FROM ledger_transfers t INDEXED BY ledger_transfers_user_kind
  WHERE t.user_id = ?1 AND t.kind = 'referral_bonus' AND t.kind <> 'daily_return'
  ORDER BY t.id DESC`;

function referralEarningsStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db.prepare(REFERRAL_EARNINGS_SQL).bind(userId);
}

const toReferralEarningView = (r: ReferralRow): ReferralEarningView => ({
  referredUserId: r.referred_id,
  referredName: r.referred_name,
  amount: xafToDecimalString(r.amount_xaf),
  createdAt: r.created_at,
});

/** Referral bonuses received, one per referred friend. */
export async function listReferralEarnings(db: D1Database, userId: number): Promise<ReferralEarningView[]> {
  const { results } = await referralEarningsStatement(db, userId).all<ReferralRow>();
  return results.map(toReferralEarningView);
}

/**
 * Bonuses earned but not yet paid (docs/product-rules.md#referrals, REF-2): friends who
 * invested, whose bonus transfer does not exist yet because the reserve could not cover
 * it. Nothing else records them: a bonus is owed exactly when its idempotency key
 * `referral_bonus:<friend>` is still absent, which is what the daily run pays by.
 * An erased referrer is owed nothing (REF-3), and an erased referrer sees no dashboard.
 */
const PENDING_REFERRAL_BONUSES_SQL = `SELECT u.id AS referred_id, COALESCE(u.full_name, '') AS referred_name, u.first_invested_at AS due_since
   FROM users u
  WHERE u.referred_by_user_id = ?1 AND u.first_invested_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'referral_bonus:' || u.id)
  ORDER BY u.id`;

export function pendingReferralBonusesStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db.prepare(PENDING_REFERRAL_BONUSES_SQL).bind(userId);
}

/**
 * The summary figures (?1 user): how many friends they referred; total invested, the sum
 * of their investment transfers, read from the covering partial index of migration 0012
 * (hence `kind <> 'daily_return'`); total earned, the sum of the daily returns received,
 * posted or still accrued, which each investment's `total_earned_xaf` holds, added in the
 * statement that settles each paid day (docs/product-rules.md#daily-returns, RET-8), so no
 * daily return is read one by one.
 */
const TOTALS_SQL = `SELECT (SELECT COUNT(*) FROM users WHERE referred_by_user_id = ?1) AS referrals,
        (SELECT COALESCE(SUM(amount_xaf), 0) FROM ledger_transfers
          WHERE user_id = ?1 AND kind = 'investment' AND kind <> 'daily_return') AS invested,
        (SELECT COALESCE(SUM(total_earned_xaf), 0) FROM investments WHERE user_id = ?1) AS earned`;

interface PendingBonusRow {
  referred_id: number;
  referred_name: string;
  due_since: string;
}

const toPendingBonusView = (r: PendingBonusRow): PendingReferralBonusView => ({
  referredUserId: r.referred_id,
  referredName: r.referred_name,
  amount: xafToDecimalString(REFERRAL_BONUS_XAF),
  dueSince: r.due_since,
});

/** Why returns are paused now (docs/product-rules.md#returns-paused), or null. */
export function returnsPausedReason(user: UserRow): ReturnsPausedReason {
  if (user.is_active !== 1) return "suspended";
  if (user.first_invested_at && user.principal_xaf < KEEP_BALANCE_XAF) return "low_balance";
  return null;
}

/**
 * Every read of the dashboard, in batch order, as SQL with its parameters: the route runs
 * them as statements, and dashboard.test.ts checks each one's query plan against a seeded
 * database (no scan of a large table; docs/ARCHITECTURE.md#one-round-trip).
 * `asOfDay` is today in Africa/Douala.
 */
export function dashboardQueries(
  userId: number,
  asOfDay: string,
  now: Date = new Date(),
): { name: string; sql: string; params: unknown[] }[] {
  return [
    { name: "investments", sql: INVESTMENTS_SQL, params: [userId, asOfDay] },
    { name: "transactions", sql: TRANSACTIONS_SQL, params: [userId, DASHBOARD_HISTORY_LIMIT + 1] },
    { name: "returnPauses", sql: RETURN_PAUSES_SQL, params: [userId] },
    { name: "referralEarnings", sql: REFERRAL_EARNINGS_SQL, params: [userId] },
    { name: "pendingReferralBonuses", sql: PENDING_REFERRAL_BONUSES_SQL, params: [userId] },
    { name: "moneyRequests", ...moneyRequestsQuery(userId) },
    { name: "totals", sql: TOTALS_SQL, params: [userId] },
    ...verificationQueries(userId, now),
  ];
}

/** The dashboard's reads as prepared statements, for one `db.batch` (see `dashboardQueries`). */
export function dashboardStatements(db: D1Database, userId: number, asOfDay: string): D1PreparedStatement[] {
  return dashboardQueries(userId, asOfDay).map((q) => db.prepare(q.sql).bind(...q.params));
}

/**
 * GET /api/user/dashboard from the results of `dashboardStatements`, in their order, and
 * the signed-in user's row. `now` dates the next processing time of pending requests.
 */
export function toDashboard(user: UserRow, results: D1Result<unknown>[], now = new Date()): DashboardResponse {
  const [investments, transactions, pauses, referralEarnings, pendingBonuses, requests, totals, ...verification] = results;
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  const sums = rows<{ referrals: number; invested: number; earned: number }>(totals)[0];
  const invs = rows<InvestmentRow>(investments);
  const history = withReturnLines(
    rows<TransactionRow>(transactions),
    invs.map(toReturnInvestment),
    rows<ReturnPause>(pauses),
    DASHBOARD_HISTORY_LIMIT,
  );
  return {
    user: toAuthUser(user),
    investments: invs.map(toInvestmentView),
    transactions: history.lines,
    moreTransactions: history.more,
    referralEarnings: rows<ReferralRow>(referralEarnings).map(toReferralEarningView),
    pendingReferralBonuses: rows<PendingBonusRow>(pendingBonuses).map(toPendingBonusView),
    moneyRequests: toMoneyRequestsPage(rows<MoneyRequestRow>(requests), now),
    referralCount: sums?.referrals ?? 0,
    totalInvested: xafToDecimalString(sums?.invested ?? 0),
    totalEarned: xafToDecimalString(sums?.earned ?? 0),
    returnsPaused: returnsPausedReason(user),
    verification: toVerification(user, verification),
  };
}

/**
 * The dashboard of a user whose row is already read, in one D1 batch (tests and callers
 * without a session; the route reads it with the session check, `batchWithUser`).
 */
export async function getDashboard(db: D1Database, user: UserRow, asOfDay: string, now = new Date()): Promise<DashboardResponse> {
  return toDashboard(user, await db.batch<unknown>(dashboardStatements(db, user.id, asOfDay)), now);
}
