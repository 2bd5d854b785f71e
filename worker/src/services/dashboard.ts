/**
 * The investor's dashboard and history, derived from the ledger and the request tables
 * (docs/product-rules.md#screens, #money-status). Every read is an index lookup by user,
 * and the whole dashboard is one D1 batch: one round trip.
 */
import type {
  DashboardResponse,
  InvestmentView,
  PendingReferralBonusView,
  ReferralEarningView,
  ReturnsPausedReason,
  TransactionView,
} from "@app/schema/contracts/dashboard";
import { KEEP_BALANCE_XAF, REFERRAL_BONUS_XAF, xafToDecimalString } from "@app/schema/money";
import type { TransferKind } from "@app/schema/db/ledger";
import { type TransferLinkRow, toTransferLinks, transferLinksSql, userAccountSql } from "../ledger/ledger";
import { toAuthUser, type UserRow } from "./users";
import {
  DASHBOARD_REQUESTS_LIMIT,
  type DepositVerificationRow,
  type WithdrawalRow,
  depositVerificationsStatement,
  toDepositVerificationView,
  toWithdrawalView,
  withdrawalsStatement,
} from "./investor-requests";
import type { investments } from "@app/schema/db/investments";
import type { SqlRow } from "../lib/db";

/**
 * The sign of a transfer for the investor: + when it brings money into their spendable
 * balances (principal, referral), - when it takes money out of them.
 */
// D1 binds JS numbers as REAL, hence the CAST: an account id built from 5.0 would name no account.
const SPENDABLE = `(${userAccountSql("CAST(?1 AS INTEGER)", "principal")}, ${userAccountSql("CAST(?1 AS INTEGER)", "referral")})`;
const SIGN_SQL = `CASE
  WHEN t.credit_account_id IN ${SPENDABLE} AND t.debit_account_id NOT IN ${SPENDABLE} THEN 1
  WHEN t.debit_account_id IN ${SPENDABLE} AND t.credit_account_id NOT IN ${SPENDABLE} THEN -1
  ELSE 0 END`;

interface TransactionRow extends TransferLinkRow {
  id: number;
  kind: TransferKind;
  amount_xaf: number;
  sign: number;
  memo: string | null;
  created_at: string;
  status: string;
}

function transactionsStatement(db: D1Database, userId: number, limit: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT t.id, t.kind, t.amount_xaf, ${SIGN_SQL} AS sign, ${transferLinksSql("t")}, t.memo, t.created_at,
              CASE WHEN t.kind = 'withdrawal_hold'
                   THEN (SELECT status FROM withdrawal_requests w WHERE w.id = t.withdrawal_request_id)
                   ELSE 'completed' END AS status
         FROM ledger_transfers t
        WHERE t.user_id = ?1
        ORDER BY t.id DESC LIMIT ?2`,
    )
    .bind(userId, limit);
}

function toTransactionView(r: TransactionRow): TransactionView {
  return {
    id: r.id,
    type: r.kind,
    amount: `${r.sign < 0 ? "-" : ""}${xafToDecimalString(r.amount_xaf)}`,
    status: r.status ?? "completed",
    links: toTransferLinks(r),
    memo: r.memo,
    createdAt: r.created_at,
  };
}

/** Every ledger movement of a user, newest first, with its request's status. */
export async function listTransactions(db: D1Database, userId: number, limit = 200): Promise<TransactionView[]> {
  const { results } = await transactionsStatement(db, userId, limit).all<TransactionRow>();
  return results.map(toTransactionView);
}

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
> & { matures_on: string; paid_days: number; owed_days: number };

function investmentsStatement(db: D1Database, userId: number, asOfDay: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT i.*, date(i.start_day, '+' || i.duration_days || ' days') AS matures_on,
              (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = i.id AND a.status = 'paid') AS paid_days,
              MAX(0, MIN(i.duration_days, CAST(julianday(?2) - julianday(i.start_day) AS INTEGER)) - i.accrued_days) AS owed_days
         FROM investments i WHERE i.user_id = ?1 ORDER BY i.id DESC`,
    )
    .bind(userId, asOfDay);
}

function toInvestmentView(i: InvestmentRow): InvestmentView {
  return {
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

/** Referral bonuses received, one per referred friend, newest first. */
function referralEarningsStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT t.amount_xaf, t.created_at, t.referred_user_id AS referred_id,
              COALESCE((SELECT full_name FROM users WHERE id = t.referred_user_id), '') AS referred_name
         FROM ledger_transfers t WHERE t.user_id = ? AND t.kind = 'referral_bonus' ORDER BY t.id DESC`,
    )
    .bind(userId);
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
export function pendingReferralBonusesStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT u.id AS referred_id, COALESCE(u.full_name, '') AS referred_name, u.first_invested_at AS due_since
         FROM users u
        WHERE u.referred_by_user_id = ?1 AND u.first_invested_at IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'referral_bonus:' || u.id)
        ORDER BY u.id`,
    )
    .bind(userId);
}

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
 * GET /api/user/dashboard, in one D1 batch (one round trip, each statement indexed by
 * user). `asOfDay` is today in Africa/Douala; `now` dates the next processing time of
 * pending requests.
 */
export async function getDashboard(db: D1Database, user: UserRow, asOfDay: string, now = new Date()): Promise<DashboardResponse> {
  const [investments, transactions, referralEarnings, pendingBonuses, deposits, withdrawals, counts] = await db.batch<unknown>([
    investmentsStatement(db, user.id, asOfDay),
    transactionsStatement(db, user.id, 200),
    referralEarningsStatement(db, user.id),
    pendingReferralBonusesStatement(db, user.id),
    depositVerificationsStatement(db, user.id, DASHBOARD_REQUESTS_LIMIT),
    withdrawalsStatement(db, user.id, DASHBOARD_REQUESTS_LIMIT),
    // From the ledger: every investment transfer, and every daily return received.
    db
      .prepare(
        `SELECT (SELECT COUNT(*) FROM users WHERE referred_by_user_id = ?1) AS referrals,
                COALESCE(SUM(CASE WHEN kind = 'investment' THEN amount_xaf END), 0) AS invested,
                COALESCE(SUM(CASE WHEN kind = 'daily_return' THEN amount_xaf END), 0) AS earned
           FROM ledger_transfers WHERE user_id = ?1`,
      )
      .bind(user.id),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  const sums = rows<{ referrals: number; invested: number; earned: number }>(counts)[0];
  return {
    user: toAuthUser(user),
    investments: rows<InvestmentRow>(investments).map(toInvestmentView),
    transactions: rows<TransactionRow>(transactions).map(toTransactionView),
    referralEarnings: rows<ReferralRow>(referralEarnings).map(toReferralEarningView),
    pendingReferralBonuses: rows<PendingBonusRow>(pendingBonuses).map(toPendingBonusView),
    depositVerifications: rows<DepositVerificationRow>(deposits).map((r) => toDepositVerificationView(r, now)),
    withdrawals: rows<WithdrawalRow>(withdrawals).map((r) => toWithdrawalView(r, now)),
    referralCount: sums?.referrals ?? 0,
    totalInvested: xafToDecimalString(sums?.invested ?? 0),
    totalEarned: xafToDecimalString(sums?.earned ?? 0),
    returnsPaused: returnsPausedReason(user),
  };
}
