/**
 * The ledger: double-entry, append-only, integer XAF (docs/product-rules.md#ledger).
 *
 * Invariants (the database enforces each; see worker/migrations/0001_ledger_triggers.sql):
 * - Every movement is one transfer: debit one account, credit another, amount > 0.
 *   An account's balance is credits minus debits; the sum of all balances is 0.
 * - `ledger_accounts.balance_xaf` is updated by trigger in the statement that inserts
 *   the transfer, so it always equals the sum of the account's entries.
 * - No user account, nor the returns reserve, nor fees, goes below zero: the
 *   `no_overdraft` CHECK aborts the statement and the D1 batch around it. That check is
 *   the guard; nothing here reads a balance and then writes.
 * - Transfers are never updated or deleted; corrections are new transfers, with
 *   `corrects_transfer_id` when they correct a specific one.
 * - Each transfer has a unique idempotency key; re-posting the same key inserts nothing.
 *
 * The module is the only writer of `ledger_transfers` (docs/product-rules.md#transfer-kinds):
 * `transfers/` has one function per transfer kind, one file per area (deposits,
 * investments, referrals, withdrawals, adjustments, the reserve), built on
 * `transferStatement` here; `daily_return` has none: the `accruals_settle` trigger posts it
 * in the statement that records the settled day (docs/product-rules.md#daily-returns);
 * `accounts.ts` builds account ids. A transfer names what caused it by typed links
 * (`TransferLinks`: withdrawal request, deposit verification, investment, referred user,
 * admin; docs/product-rules.md#transfer-links), never by text to parse. The full audit
 * (`balanceMismatches`) runs after every test; the incremental one (`checkBooks`,
 * books-check.ts) after each daily run (docs/product-rules.md#books-checked).
 */
import { unpostedReturnsSql } from "./transfers/returns";
import type { TransferKind, UserAccountKind } from "@app/schema/db/ledger";
import { USER_ACCOUNT_KINDS } from "@app/schema/db/ledger";
import { assertXaf } from "@app/schema/money";
import type { TrialBalance } from "@app/schema/contracts/admin";
import type { TransferLinksView } from "@app/schema/contracts/dashboard";
import { ApiError } from "../lib/api-error";
import { type AccountId, userAccountSql } from "./accounts";

export { type AccountId, userAccount, userAccountSql } from "./accounts";

/**
 * What caused a transfer, as typed links (docs/product-rules.md#transfer-links): at most
 * the ones that apply, each a foreign key with its own index.
 */
export interface TransferLinks {
  withdrawalRequestId?: number | null;
  depositVerificationId?: number | null;
  investmentId?: number | null;
  /** The referred friend whose first investment earned a referral bonus. */
  referredUserId?: number | null;
  /** The admin who made an adjustment. */
  adminId?: number | null;
  /** The provider payment that moved the money (docs/product-rules.md#automatic-rails). */
  paymentId?: string | null;
}

export interface TransferSpec extends TransferLinks {
  idempotencyKey: string;
  debit: AccountId;
  credit: AccountId;
  /** Whole XAF, > 0. */
  amountXaf: number;
  kind: TransferKind;
  userId?: number | null;
  memo?: string | null;
  /** The transfer this one corrects, when it corrects a specific one (LED-9). */
  correctsTransferId?: number | null;
}

/** Statements that open a new user's four accounts at zero; part of the registration batch. */
export function openUserAccounts(db: D1Database, userIdSql: { sql: string; params: unknown[] }): D1PreparedStatement[] {
  return USER_ACCOUNT_KINDS.map((kind) =>
    db
      .prepare(
        `INSERT INTO ledger_accounts (id, user_id, kind, may_go_negative, balance_xaf)
         SELECT ${userAccountSql("id", kind)}, id, '${kind}', 0, 0 FROM (${userIdSql.sql})`,
      )
      .bind(...userIdSql.params),
  );
}

/**
 * A statement that posts one transfer (and, by trigger, both balance changes).
 * A repeated idempotency key inserts nothing. To add a further SQL condition (a state
 * guard such as "the request is still pending"), pass `whereSql` with its params:
 * when it is false nothing is posted.
 */
export function transferStatement(
  db: D1Database,
  t: TransferSpec,
  where?: { sql: string; params: unknown[] },
): D1PreparedStatement {
  if (assertXaf(t.amountXaf) === 0) throw new RangeError("a transfer moves at least 1 XAF");
  return db
    .prepare(
      `INSERT INTO ledger_transfers
         (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, memo, corrects_transfer_id,
          withdrawal_request_id, deposit_verification_id, investment_id, referred_user_id, admin_id, payment_id)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${where?.sql ?? "1"}
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(
      t.idempotencyKey,
      t.debit,
      t.credit,
      t.amountXaf,
      t.kind,
      t.userId ?? null,
      t.memo ?? null,
      t.correctsTransferId ?? null,
      t.withdrawalRequestId ?? null,
      t.depositVerificationId ?? null,
      t.investmentId ?? null,
      t.referredUserId ?? null,
      t.adminId ?? null,
      t.paymentId ?? null,
      ...(where?.params ?? []),
    );
}

/** True when a D1 error is the no_overdraft guard refusing a transfer. */
export function isOverdraft(err: unknown): boolean {
  return err instanceof Error && /no_overdraft/.test(err.message);
}

/**
 * Runs statements as one atomic D1 batch. An overdraft anywhere rolls the whole batch
 * back and raises 409 `insufficient_balance`.
 */
export async function postAtomically(db: D1Database, statements: D1PreparedStatement[]): Promise<D1Result[]> {
  try {
    return await db.batch(statements);
  } catch (err) {
    if (isOverdraft(err)) throw new ApiError("insufficient_balance", "The balance is too low for this operation.");
    throw err;
  }
}

/**
 * Balances of every account of one user as the investor sees them, in XAF: the principal
 * includes the returns accrued and not yet posted (docs/product-rules.md#daily-returns, RET-8).
 */
export async function userBalances(db: D1Database, userId: number): Promise<Record<UserAccountKind, number>> {
  const { results } = await db
    .prepare(
      `SELECT kind, balance_xaf + CASE WHEN kind = 'principal' THEN ${unpostedReturnsSql("?1")} ELSE 0 END AS balance_xaf
         FROM ledger_accounts WHERE user_id = ?1`,
    )
    .bind(userId)
    .all<{ kind: UserAccountKind; balance_xaf: number }>();
  const out = { principal: 0, referral: 0, invested: 0, withdrawal_hold: 0 };
  for (const r of results) out[r.kind] = r.balance_xaf;
  return out;
}

/** Every account with its cached balance; the balances sum to 0. */
export async function trialBalance(db: D1Database): Promise<TrialBalance> {
  const { results } = await db
    .prepare("SELECT id, kind, user_id, balance_xaf FROM ledger_accounts ORDER BY user_id IS NOT NULL, id")
    .all<{ id: string; kind: string; user_id: number | null; balance_xaf: number }>();
  const accounts = results.map((r) => ({ accountId: r.id, kind: r.kind, userId: r.user_id, balanceXaf: r.balance_xaf }));
  return { accounts, totalXaf: accounts.reduce((s, a) => s + a.balanceXaf, 0) };
}

/** An account whose cached balance differs from the sum of its entries. */
export interface BalanceMismatch {
  accountId: string;
  cached: number;
  fromEntries: number;
}

/**
 * The full audit: accounts whose cached balance differs from the sum of their entries
 * (empty when the ledger is consistent), in one scan of every transfer grouped by account.
 * An account named by transfers but missing from `ledger_accounts` shows with a cached
 * balance of 0. Run by the tests after every scenario, and benches only: it grows with the ledger, so production checks
 * the books incrementally (`checkBooks` in books-check.ts, docs/product-rules.md#books-checked).
 */
export async function balanceMismatches(db: D1Database): Promise<BalanceMismatch[]> {
  const { results } = await db
    .prepare(
      `WITH entries AS (
       SELECT account_id, SUM(delta) AS net FROM (
         SELECT credit_account_id AS account_id, amount_xaf AS delta FROM ledger_transfers
         UNION ALL
         SELECT debit_account_id, -amount_xaf FROM ledger_transfers
       ) GROUP BY account_id
     )
     SELECT a.id AS accountId, a.balance_xaf AS cached, COALESCE(e.net, 0) AS fromEntries
       FROM ledger_accounts a LEFT JOIN entries e ON e.account_id = a.id
      WHERE a.balance_xaf <> COALESCE(e.net, 0)
     UNION ALL
     SELECT e.account_id, 0, e.net FROM entries e
      WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = e.account_id)
     ORDER BY 1`,
    )
    .all<BalanceMismatch>();
  return results;
}

/** The link columns of `ledger_transfers` for a SELECT from alias `t`, as a TransferLinksView's fields. */
export function transferLinksSql(t: string): string {
  return `${t}.withdrawal_request_id, ${t}.deposit_verification_id, ${t}.investment_id, ${t}.referred_user_id`;
}

/** The typed links of a row selected with `transferLinksSql`. */
export function toTransferLinks(r: TransferLinkRow): TransferLinksView {
  return {
    withdrawalRequestId: r.withdrawal_request_id,
    depositVerificationId: r.deposit_verification_id,
    investmentId: r.investment_id,
    referredUserId: r.referred_user_id,
  };
}

export interface TransferLinkRow {
  withdrawal_request_id: number | null;
  deposit_verification_id: number | null;
  investment_id: number | null;
  referred_user_id: number | null;
}

/**
 * A SQL expression giving the operator's label of what caused transfer `t`
 * (`withdrawal:12`, `deposit_verification:3`, `investment:5`, `user:9`, `admin:alice`),
 * rendered from its typed links for display only: nothing reads it back.
 */
export function transferLabelSql(t: string): string {
  return `(CASE WHEN ${t}.withdrawal_request_id IS NOT NULL THEN 'withdrawal:' || ${t}.withdrawal_request_id
      WHEN ${t}.deposit_verification_id IS NOT NULL THEN 'deposit_verification:' || ${t}.deposit_verification_id
      WHEN ${t}.investment_id IS NOT NULL THEN 'investment:' || ${t}.investment_id
      WHEN ${t}.referred_user_id IS NOT NULL THEN 'user:' || ${t}.referred_user_id
      WHEN ${t}.admin_id IS NOT NULL THEN 'admin:' || COALESCE((SELECT username FROM admins WHERE id = ${t}.admin_id), ${t}.admin_id) END)`;
}

/**
 * The label of what caused a transfer, from its typed links, as the investor's CSV
 * statement shows it (`withdrawal:12`); null when it has none. Display only.
 */
export function transferLabel(l: TransferLinksView): string | null {
  if (l.withdrawalRequestId !== null) return `withdrawal:${l.withdrawalRequestId}`;
  if (l.depositVerificationId !== null) return `deposit_verification:${l.depositVerificationId}`;
  if (l.investmentId !== null) return `investment:${l.investmentId}`;
  if (l.referredUserId !== null) return `user:${l.referredUserId}`;
  return null;
}
