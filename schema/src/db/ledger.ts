/**
 * The double-entry, append-only ledger (docs/product-rules.md#ledger;
 * docs/decisions/0016-ledger-balances-by-trigger.md).
 *
 * - An account's balance is credits minus debits, in whole XAF. `balance_xaf` is a
 *   cache kept by the `ledger_transfers_apply` trigger in the same statement that
 *   inserts the transfer, so it always equals the sum of the account's entries.
 * - Accounts with `may_go_negative = 0` (every user account, the returns reserve and
 *   fees) carry `CHECK (balance_xaf >= 0 OR may_go_negative = 1)`: a transfer that would
 *   overdraw one aborts its statement and the D1 batch it belongs to.
 * - Transfers are never updated or deleted (triggers refuse it); a correction is a new
 *   transfer with `corrects_transfer_id` and a reason.
 * - Every transfer has a unique `idempotency_key`, so a retried operation inserts nothing.
 *
 * Account ids are readable text: `u<userId>:principal`, `u<userId>:referral`,
 * `u<userId>:invested`, `u<userId>:withdrawal_hold`, and platform accounts
 * `cash:mtn`, `cash:orange`, `returns_reserve`, `returns_committed` (the target returns promised
 * and funded, migration 0025), `operator_capital`, `fees`, `adjustments`, and a
 * clearing account per payment provider, `clearing:pawapay` and `clearing:notchpay` (migration 0017),
 * and `suspense`: deposits a provider completed for an account already erased, owed back to
 * their payer until staff refund them (migration 0032, docs/product-rules.md#suspense), and
 * `returns_payable`: daily returns accrued in aggregate and not yet posted to the investors'
 * principal (migration 0041, docs/product-rules.md#daily-returns, RET-8).
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { investments } from "./investments";
import { payments } from "./payments";
import { depositVerifications, withdrawalRequests } from "./requests";
import { admins, users } from "./users";

export const USER_ACCOUNT_KINDS = ["principal", "referral", "invested", "withdrawal_hold"] as const;
export const PLATFORM_ACCOUNTS = [
  "cash:mtn",
  "cash:orange",
  "returns_reserve",
  "returns_committed",
  "operator_capital",
  "fees",
  "adjustments",
  "clearing:pawapay",
  "clearing:notchpay",
  "suspense",
  "returns_payable",
] as const;
export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[number];

export const TRANSFER_KINDS = [
  "deposit",
  "investment",
  "daily_return",
  "maturity",
  "referral_bonus",
  "referral_to_principal",
  "withdrawal_hold",
  "withdrawal_payout",
  "withdrawal_fee",
  "withdrawal_release",
  "reserve_funding",
  "return_commitment",
  "commitment_release",
  "adjustment",
  "suspense_refund",
  "return_accrual",
  "return_posting",
] as const;
export type TransferKind = (typeof TRANSFER_KINDS)[number];

export const ledgerAccounts = sqliteTable(
  "ledger_accounts",
  {
    id: text("id").primaryKey(),
    userId: integer("user_id"),
    kind: text("kind").notNull(),
    mayGoNegative: integer("may_go_negative", { mode: "boolean" }).notNull().default(false),
    balanceXaf: integer("balance_xaf").notNull().default(0),
  },
  (t) => [check("no_overdraft", sql`${t.balanceXaf} >= 0 OR ${t.mayGoNegative} = 1`), index("ledger_accounts_user").on(t.userId)],
);

export const ledgerTransfers = sqliteTable(
  "ledger_transfers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    debitAccountId: text("debit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: text("credit_account_id")
      .notNull()
      .references(() => ledgerAccounts.id),
    amountXaf: integer("amount_xaf").notNull(),
    kind: text("kind", { enum: TRANSFER_KINDS }).notNull(),
    /** The user this movement concerns, for their history and statement. */
    userId: integer("user_id"),
    /**
     * What caused it, as typed links (migration 0008, docs/product-rules.md#transfer-links):
     * nullable foreign keys, each with a partial index.
     */
    withdrawalRequestId: integer("withdrawal_request_id").references(() => withdrawalRequests.id),
    depositVerificationId: integer("deposit_verification_id").references(() => depositVerifications.id),
    investmentId: integer("investment_id").references(() => investments.id),
    /** The referred friend whose first investment earned this referral bonus. */
    referredUserId: integer("referred_user_id").references(() => users.id),
    /** The admin who made this adjustment. */
    adminId: integer("admin_id").references(() => admins.id),
    /** The provider payment (migration 0017, docs/product-rules.md#automatic-rails). */
    paymentId: text("payment_id").references(() => payments.id),
    memo: text("memo"),
    /** The transfer this one corrects, when it corrects a specific one (LED-9). */
    correctsTransferId: integer("corrects_transfer_id"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    check("positive_amount", sql`${t.amountXaf} > 0`),
    check("two_accounts", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    // Every transfer touching a user's account carries that user_id, so history and
    // statements read by user; no per-account indexes to slow the cron's inserts.
    index("ledger_transfers_user").on(t.userId, t.id),
    // The dashboard's total invested and referral bonuses (migration 0012): covering, and
    // without the daily returns, which the daily run inserts by the thousand.
    index("ledger_transfers_user_kind").on(t.userId, t.kind, t.amountXaf).where(sql`${t.kind} <> 'daily_return'`),
    // The operator's search by amount (migration 0005); daily returns are left out so the
    // daily run does not maintain it.
    index("ledger_transfers_amount").on(t.amountXaf, t.id).where(sql`${t.kind} <> 'daily_return'`),
    // The links' indexes (migration 0008); daily returns stay out of the investment index,
    // found instead by `accruals`' primary key.
    index("ledger_transfers_withdrawal").on(t.withdrawalRequestId).where(sql`${t.withdrawalRequestId} IS NOT NULL`),
    index("ledger_transfers_deposit").on(t.depositVerificationId).where(sql`${t.depositVerificationId} IS NOT NULL`),
    index("ledger_transfers_investment")
      .on(t.investmentId)
      .where(sql`${t.investmentId} IS NOT NULL AND ${t.kind} <> 'daily_return'`),
    index("ledger_transfers_referred_user").on(t.referredUserId).where(sql`${t.referredUserId} IS NOT NULL`),
    index("ledger_transfers_admin").on(t.adminId).where(sql`${t.adminId} IS NOT NULL`),
    index("ledger_transfers_payment").on(t.paymentId).where(sql`${t.paymentId} IS NOT NULL`),
    // The deposits held in suspense and their refunds (migration 0033): a handful of rows.
    index("ledger_transfers_suspense").on(t.id).where(sql`${t.creditAccountId} = 'suspense' OR ${t.debitAccountId} = 'suspense'`),
  ],
);

/**
 * One row per settled (investment, Africa/Douala day): the exactly-once key of the
 * daily-returns cron. `paid` rows insert their `daily_return` transfer through a trigger
 * in the same statement (its time is the settlement's); `paused` rows record a day that is
 * neither paid nor owed. A WITHOUT ROWID table keyed by its primary key (migration 0022):
 * the key is stored once, not in a table and again in its index.
 */
export const accruals = sqliteTable(
  "accruals",
  {
    investmentId: integer("investment_id").notNull(),
    day: text("day").notNull(),
    status: text("status", { enum: ["paid", "paused"] }).notNull(),
    amountXaf: integer("amount_xaf").notNull(),
    pauseReason: text("pause_reason", { enum: ["suspended", "low_balance"] }),
    userId: integer("user_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.investmentId, t.day] }),
    // Paid days = settled days - paused days (migration 0012): only paused rows indexed.
    index("accruals_paused").on(t.investmentId).where(sql`${t.status} = 'paused'`),
  ],
);

/**
 * The days an investment's returns were paused, as spans (migration 0041,
 * docs/product-rules.md#returns-paused): a paused settlement extends the span that ended the
 * day before with the same reason, or starts one. Rows grow with pause changes, not with days.
 * Days settled before migration 0041 are in `accruals` instead (`investments.legacy_days`).
 */
export const accrualPauses = sqliteTable(
  "accrual_pauses",
  {
    investmentId: integer("investment_id").notNull(),
    /** Africa/Douala days, YYYY-MM-DD, both included. */
    firstDay: text("first_day").notNull(),
    lastDay: text("last_day").notNull(),
    reason: text("reason", { enum: ["suspended", "low_balance"] }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.investmentId, t.firstDay] })],
);

/**
 * When a user's principal balance was under the keep-balance floor (1,000 XAF, migration
 * 0041, docs/product-rules.md#returns-paused): one row per time it fell under, written by a
 * trigger on the principal's cached balance, closed when it rose again. The daily run reads the
 * principal at a past day's end from here, never from the ledger's history.
 */
export const lowBalancePeriods = sqliteTable(
  "low_balance_periods",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    startedAt: text("started_at").notNull(),
    endedAt: text("ended_at"),
  },
  (t) => [index("low_balance_periods_user").on(t.userId, t.startedAt)],
);

/**
 * The auditor's verdicts (migration 0008, docs/product-rules.md#books-checked): after each
 * daily run, the trial balance, the accounts whose cached balance differs from their entries
 * (a JSON array of account ids) and the transfer id the check is as of (migration 0019).
 * The newest row is public.
 */
export const bookChecks = sqliteTable("book_checks", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  checkedAt: text("checked_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  totalXaf: integer("total_xaf").notNull(),
  mismatchedAccounts: text("mismatched_accounts").notNull(),
  balanced: integer("balanced", { mode: "boolean" }).notNull(),
  /** The last transfer the check had read; null in rows from before migration 0019. */
  throughTransferId: integer("through_transfer_id"),
});

/**
 * The ledger's running totals per transfer kind (migration 0024): the XAF moved and the
 * transfers posted, kept by the `ledger_transfers_kind_totals` trigger in the statement that
 * inserts each transfer, like the cached balances, so the public and staff totals read a few
 * rows instead of every transfer (docs/ARCHITECTURE.md#scale). The books check audits them.
 */
export const ledgerKindTotals = sqliteTable("ledger_kind_totals", {
  kind: text("kind").primaryKey(),
  totalXaf: integer("total_xaf").notNull(),
  transfers: integer("transfers").notNull(),
});

/**
 * The incremental auditor's running sums (migration 0019, docs/product-rules.md#books-checked):
 * per account, the net of its entries in every transfer up to `books_audit.through_transfer_id`,
 * summed from the transfers alone, never from the cached balances. `unchecked` marks an
 * account whose sum moved (or whose cached balance differed) since it was last compared.
 */
export const booksAuditBalances = sqliteTable(
  "books_audit_balances",
  {
    accountId: text("account_id").primaryKey(),
    fromEntriesXaf: integer("from_entries_xaf").notNull(),
    unchecked: integer("unchecked", { mode: "boolean" }).notNull().default(true),
  },
  (t) => [index("books_audit_balances_unchecked").on(t.accountId).where(sql`${t.unchecked} = 1`)],
);

/**
 * The incremental auditor's per-kind sums (migration 0024): the XAF and transfers of each
 * kind up to `books_audit.through_transfer_id`, summed from the transfers, to check
 * `ledger_kind_totals` against (docs/product-rules.md#books-checked).
 */
export const booksAuditKinds = sqliteTable("books_audit_kinds", {
  kind: text("kind").primaryKey(),
  totalXaf: integer("total_xaf").notNull(),
  transfers: integer("transfers").notNull(),
});

/**
 * The incremental auditor's one row (id 1, migration 0019): the last transfer folded into
 * `books_audit_balances`, and the account id after which the rolling re-check of every
 * account resumes ('' to start over).
 */
export const booksAudit = sqliteTable(
  "books_audit",
  {
    id: integer("id").primaryKey(),
    throughTransferId: integer("through_transfer_id").notNull(),
    recheckAfter: text("recheck_after").notNull(),
  },
  (t) => [check("books_audit_one_row", sql`${t.id} = 1`)],
);
