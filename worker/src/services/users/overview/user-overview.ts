/**
 * The operator's user page (docs/product-rules.md#operator-views, OPS-2): profile, the four
 * balances, every ledger entry with its account's running balance (newest first, paged by
 * a cursor), deposit verifications, withdrawals, investments with paid, owed and paused
 * days, referrals with their bonus, and the audit entries about the user, so one answer
 * says where each franc went. Read only; one D1 batch of reads indexed by user.
 * Raises `not_found` for an unknown or erased user.
 */
import {
  OVERVIEW_LEDGER_PAGE,
  type OverviewAuditEntry,
  type OverviewBalances,
  type OverviewDepositVerification,
  type OverviewInvestment,
  type OverviewLedgerEntry,
  type OverviewReferral,
  type OverviewWithdrawal,
  type UserOverviewResponse,
} from "@app/schema/contracts/admin-overview";
import type { MobileMoneyService } from "@app/schema/contracts/auth";
import type { UserAccountKind } from "@app/schema/db/ledger";
import { REFERRAL_BONUS_XAF } from "@app/schema/money";
import { ApiError } from "../../../lib/api-error";
import { transferLabelSql } from "../../../ledger/ledger";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../../lib/db";

type ProfileRow = Pick<
  SqlRow<typeof users>,
  | "id"
  | "full_name"
  | "phone"
  | "mobile_money_service"
  | "referral_code"
  | "referred_by_user_id"
  | "is_active"
  | "must_change_password"
  | "created_at"
  | "first_invested_at"
> & { referrer_name: string | null };

interface LedgerRow {
  id: number;
  created_at: string;
  kind: string;
  reference: string | null;
  memo: string | null;
  account: UserAccountKind;
  counter: string;
  debit: number;
  credit: number;
  balance: number;
}

/** Parses a cursor already checked against LEDGER_CURSOR_PATTERN. */
function parseCursor(cursor: string | undefined): { id: number; account: string } | null {
  if (!cursor) return null;
  const [id, account] = cursor.split(".");
  return { id: Number(id), account: account ?? "" };
}

/**
 * Entries of the user's accounts, newest first, each with its account's balance after it
 * (a window over all the user's transfers, read by the (user_id, id) index).
 */
function ledgerPageStatement(
  db: D1Database,
  userId: number,
  cursor: { id: number; account: string } | null,
): D1PreparedStatement {
  return db
    .prepare(
      `WITH e AS (
         SELECT t.id, t.created_at, t.kind, ${transferLabelSql("t")} AS reference, t.memo, a.kind AS account,
                CASE WHEN t.debit_account_id = a.id THEN t.credit_account_id ELSE t.debit_account_id END AS counter,
                CASE WHEN t.debit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS debit,
                CASE WHEN t.credit_account_id = a.id THEN t.amount_xaf ELSE 0 END AS credit
           FROM ledger_transfers t
           JOIN ledger_accounts a ON a.user_id = ?1 AND a.id IN (t.debit_account_id, t.credit_account_id)
          WHERE t.user_id = ?1
       ), b AS (
         SELECT e.*, SUM(credit - debit) OVER (PARTITION BY account ORDER BY id ROWS UNBOUNDED PRECEDING) AS balance FROM e
       )
       SELECT * FROM b
        WHERE ?2 IS NULL OR id < ?2 OR (id = ?2 AND account > ?3)
        ORDER BY id DESC, account ASC
        LIMIT ?4`,
    )
    .bind(userId, cursor?.id ?? null, cursor?.account ?? "", OVERVIEW_LEDGER_PAGE + 1);
}

/** GET /api/admin/users/{id}/overview. `asOfDay` is today in Africa/Douala. */
export async function userOverview(
  db: D1Database,
  userId: number,
  asOfDay: string,
  cursor?: string,
): Promise<UserOverviewResponse> {
  const page = parseCursor(cursor);
  const [profile, balances, ledger, deposits, withdrawals, investments, referrals, audit] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT u.id, u.full_name, u.phone, u.mobile_money_service, u.referral_code, u.referred_by_user_id,
                r.full_name AS referrer_name, u.is_active, u.must_change_password, u.created_at, u.first_invested_at
           FROM users u LEFT JOIN users r ON r.id = u.referred_by_user_id
          WHERE u.id = ?1 AND u.deleted_at IS NULL`,
      )
      .bind(userId),
    db.prepare("SELECT kind, balance_xaf FROM ledger_accounts WHERE user_id = ?1").bind(userId),
    ledgerPageStatement(db, userId, page),
    db
      .prepare(
        `SELECT id, transaction_id, deposit_name, user_name, amount_xaf, payment_method, status, admin_notes,
                decided_by, decided_at, hidden_at, created_at
           FROM deposit_verifications WHERE user_id = ?1 ORDER BY id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT id, amount_xaf, fee_xaf, account_name, account_number, payment_method, status, admin_notes,
                decided_by, decided_at, created_at
           FROM withdrawal_requests WHERE user_id = ?1 ORDER BY id DESC`,
      )
      .bind(userId),
    db
      .prepare(
        `SELECT i.id, i.card_id, i.card_name, i.amount_xaf, i.daily_return_xaf, i.duration_days, i.start_day,
                date(i.start_day, '+' || i.duration_days || ' days') AS matures_on, i.is_active, i.total_earned_xaf,
                i.created_at,
                (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = i.id AND a.status = 'paid') AS paid_days,
                (SELECT COUNT(*) FROM accruals a WHERE a.investment_id = i.id AND a.status = 'paused') AS paused_days,
                MAX(0, MIN(i.duration_days, CAST(julianday(?2) - julianday(i.start_day) AS INTEGER)) - i.accrued_days) AS owed_days
           FROM investments i WHERE i.user_id = ?1 ORDER BY i.id DESC`,
      )
      .bind(userId, asOfDay),
    db
      .prepare(
        `SELECT u.id, u.full_name, u.created_at, u.first_invested_at, t.amount_xaf AS bonus_xaf, t.created_at AS paid_at
           FROM users u LEFT JOIN ledger_transfers t ON t.idempotency_key = 'referral_bonus:' || u.id
          WHERE u.referred_by_user_id = ?1 ORDER BY u.id DESC`,
      )
      .bind(userId),
    // Each arm reads the (target_type, target_id, id) index; ids are stored as text.
    db
      .prepare(
        `SELECT id, admin_username, action, target_type, target_id, detail, created_at FROM audit_log
          WHERE target_type = 'user' AND target_id = CAST(CAST(?1 AS INTEGER) AS TEXT)
         UNION ALL
         SELECT l.id, l.admin_username, l.action, l.target_type, l.target_id, l.detail, l.created_at
           FROM deposit_verifications d JOIN audit_log l
             ON l.target_type = 'deposit_verification' AND l.target_id = CAST(d.id AS TEXT)
          WHERE d.user_id = ?1
         UNION ALL
         SELECT l.id, l.admin_username, l.action, l.target_type, l.target_id, l.detail, l.created_at
           FROM withdrawal_requests w JOIN audit_log l
             ON l.target_type IN ('withdrawal', 'withdrawal_request') AND l.target_id = CAST(w.id AS TEXT)
          WHERE w.user_id = ?1
         ORDER BY id DESC`,
      )
      .bind(userId),
  ]);
  const rows = <T>(r: D1Result<unknown> | undefined) => (r?.results ?? []) as T[];
  const p = rows<ProfileRow>(profile)[0];
  if (!p) throw new ApiError("not_found", "User not found.");

  const byKind = Object.fromEntries(rows<{ kind: string; balance_xaf: number }>(balances).map((b) => [b.kind, b.balance_xaf]));
  const balancesView: OverviewBalances = {
    principalXaf: byKind.principal ?? 0,
    referralXaf: byKind.referral ?? 0,
    investedXaf: byKind.invested ?? 0,
    withdrawalHoldXaf: byKind.withdrawal_hold ?? 0,
  };

  const ledgerRows = rows<LedgerRow>(ledger);
  const more = ledgerRows.length > OVERVIEW_LEDGER_PAGE;
  const entries: OverviewLedgerEntry[] = ledgerRows.slice(0, OVERVIEW_LEDGER_PAGE).map((r) => ({
    transferId: r.id,
    at: r.created_at,
    account: r.account,
    kind: r.kind,
    counterAccount: r.counter,
    reference: r.reference,
    memo: r.memo,
    debitXaf: r.debit,
    creditXaf: r.credit,
    balanceXaf: r.balance,
  }));
  const last = entries.at(-1);

  return {
    profile: {
      id: p.id,
      fullName: p.full_name,
      phone: p.phone,
      mobileMoneyService: p.mobile_money_service,
      referralCode: p.referral_code,
      referredBy: p.referred_by_user_id === null ? null : { id: p.referred_by_user_id, fullName: p.referrer_name },
      isActive: p.is_active === 1,
      mustChangePassword: p.must_change_password === 1,
      createdAt: p.created_at,
      firstInvestedAt: p.first_invested_at,
    },
    balances: balancesView,
    ledger: { entries, nextCursor: more && last ? `${last.transferId}.${last.account}` : null },
    depositVerifications: rows<Record<string, unknown>>(deposits).map(
      (d): OverviewDepositVerification => ({
        id: d.id as number,
        transactionId: d.transaction_id as string,
        depositName: d.deposit_name as string,
        userName: d.user_name as string,
        amountXaf: d.amount_xaf as number,
        paymentMethod: d.payment_method as OverviewDepositVerification["paymentMethod"],
        status: d.status as OverviewDepositVerification["status"],
        adminNotes: d.admin_notes as string | null,
        decidedBy: d.decided_by as string | null,
        decidedAt: d.decided_at as string | null,
        hidden: d.hidden_at !== null,
        createdAt: d.created_at as string,
      }),
    ),
    withdrawals: rows<Record<string, unknown>>(withdrawals).map(
      (w): OverviewWithdrawal => ({
        id: w.id as number,
        amountXaf: w.amount_xaf as number,
        feeXaf: w.fee_xaf as number,
        accountName: w.account_name as string,
        accountNumber: w.account_number as string,
        paymentMethod: w.payment_method as MobileMoneyService,
        status: w.status as OverviewWithdrawal["status"],
        adminNotes: w.admin_notes as string | null,
        decidedBy: w.decided_by as string | null,
        decidedAt: w.decided_at as string | null,
        createdAt: w.created_at as string,
      }),
    ),
    investments: rows<Record<string, unknown>>(investments).map(
      (i): OverviewInvestment => ({
        id: i.id as number,
        cardId: i.card_id as number,
        cardName: i.card_name as string,
        amountXaf: i.amount_xaf as number,
        dailyReturnXaf: i.daily_return_xaf as number,
        durationDays: i.duration_days as number,
        startDay: i.start_day as string,
        maturesOn: i.matures_on as string,
        isActive: i.is_active === 1,
        totalEarnedXaf: i.total_earned_xaf as number,
        paidDays: i.paid_days as number,
        owedDays: i.owed_days as number,
        pausedDays: i.paused_days as number,
        createdAt: i.created_at as string,
      }),
    ),
    referrals: rows<Record<string, unknown>>(referrals).map(
      (r): OverviewReferral => ({
        userId: r.id as number,
        fullName: r.full_name as string | null,
        joinedAt: r.created_at as string,
        firstInvestedAt: r.first_invested_at as string | null,
        bonus: r.bonus_xaf !== null ? "paid" : r.first_invested_at !== null ? "pending" : "none",
        bonusXaf: (r.bonus_xaf as number | null) ?? (r.first_invested_at !== null ? REFERRAL_BONUS_XAF : 0),
        paidAt: r.paid_at as string | null,
      }),
    ),
    auditEntries: rows<Record<string, unknown>>(audit).map(
      (a): OverviewAuditEntry => ({
        id: a.id as number,
        adminUsername: a.admin_username as string,
        action: a.action as string,
        targetType: a.target_type as string | null,
        targetId: a.target_id as string | null,
        detail: a.detail as string | null,
        createdAt: a.created_at as string,
      }),
    ),
  };
}
