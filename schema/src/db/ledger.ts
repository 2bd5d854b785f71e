/**
 * The double-entry, append-only ledger (decisions.md section 2).
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
 * `cash:mtn`, `cash:orange`, `returns_reserve`, `operator_capital`, `fees`, `adjustments`.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const USER_ACCOUNT_KINDS = ["principal", "referral", "invested", "withdrawal_hold"] as const;
export const PLATFORM_ACCOUNTS = [
  "cash:mtn",
  "cash:orange",
  "returns_reserve",
  "operator_capital",
  "fees",
  "adjustments",
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
  "adjustment",
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
    /** What caused it: 'deposit_verification:12', 'investment:7', 'withdrawal:3', ... */
    reference: text("reference"),
    memo: text("memo"),
    correctsTransferId: integer("corrects_transfer_id"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    check("positive_amount", sql`${t.amountXaf} > 0`),
    check("two_accounts", sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    // Every transfer touching a user's account carries that user_id, so history and
    // statements read by user; no per-account indexes to slow the cron's inserts.
    index("ledger_transfers_user").on(t.userId, t.id),
    // The operator's search by amount (migration 0005); daily returns are left out so the
    // daily run does not maintain it.
    index("ledger_transfers_amount").on(t.amountXaf, t.id).where(sql`${t.kind} <> 'daily_return'`),
  ],
);

/**
 * One row per settled (investment, Africa/Douala day): the exactly-once key of the
 * daily-returns cron. `paid` rows insert their `daily_return` transfer through a trigger
 * in the same statement; `paused` rows record a day that is neither paid nor owed.
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
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [primaryKey({ columns: [t.investmentId, t.day] })],
);
