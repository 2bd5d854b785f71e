/**
 * One function per transfer kind: the only code that writes `ledger_transfers`, besides
 * `transferStatement` underneath it (docs/product-rules.md#transfer-kinds). Each returns
 * the statement(s) for the caller's atomic batch (`postAtomically`), with the state guard
 * built in where the transfer depends on a row inserted in the same batch, or passed in
 * (`guard`) where the caller's state change decides it. Every key is derived from what
 * caused the transfer, so a rerun or a race posts it at most once
 * (docs/product-rules.md#idempotency), and every transfer carries its typed links
 * (docs/product-rules.md#transfer-links).
 *
 * `daily_return` has no function here: it is posted only by the `accruals_settle`
 * trigger, in the statement that records the settled day (worker/migrations/0008_transfer_links.sql,
 * docs/product-rules.md#daily-returns).
 */
import { REFERRAL_BONUS_XAF } from "@app/schema/money";
import type { UserAccountKind } from "@app/schema/db/ledger";
import type { PaymentProviderName as ProviderName } from "@app/schema/contracts/payments";
import { cashAccount, clearingAccount, userAccount, userAccountSql } from "./accounts";
import { transferStatement } from "./ledger";

/** A SQL condition and its parameters; the transfer is posted only when it holds. */
export interface Guard {
  sql: string;
  params: unknown[];
}

/** deposit: cash(method) -> the user's principal, once per approved verification. */
export function depositTransfer(
  db: D1Database,
  d: { verificationId: number; userId: number; method: "MTN" | "Orange"; amountXaf: number; transactionId: string },
  guard: Guard,
): D1PreparedStatement {
  return transferStatement(
    db,
    {
      idempotencyKey: `deposit:${d.verificationId}`,
      debit: cashAccount(d.method),
      credit: userAccount(d.userId, "principal"),
      amountXaf: d.amountXaf,
      kind: "deposit",
      userId: d.userId,
      depositVerificationId: d.verificationId,
      memo: d.transactionId,
    },
    guard,
  );
}

/**
 * deposit through a provider: the provider's clearing account -> the user's principal, once
 * per payment (key `payment:<id>`), posted only in the batch that marks it succeeded
 * (`guard`; docs/product-rules.md#automatic-rails). Memo: our reference.
 */
export function paymentDepositTransfer(
  db: D1Database,
  p: { paymentId: string; provider: ProviderName; userId: number; amountXaf: number; reference: string },
  guard: Guard,
): D1PreparedStatement {
  return transferStatement(
    db,
    {
      idempotencyKey: `payment:${p.paymentId}`,
      debit: clearingAccount(p.provider),
      credit: userAccount(p.userId, "principal"),
      amountXaf: p.amountXaf,
      kind: "deposit",
      userId: p.userId,
      paymentId: p.paymentId,
      memo: p.reference,
    },
    guard,
  );
}

/**
 * investment: the user's principal -> invested, for the investment inserted by the
 * previous statement of the same batch (none when that insert was refused). Memo: the
 * card's name.
 */
export function investmentTransfer(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
       SELECT 'investment:' || i.id, ${userAccountSql("i.user_id", "principal")}, ${userAccountSql("i.user_id", "invested")}, i.amount_xaf,
              'investment', i.user_id, i.id, i.card_name
         FROM investments i WHERE i.id = last_insert_rowid() AND i.user_id = ? AND changes() = 1`,
    )
    .bind(userId);
}

/**
 * maturity: invested -> principal for every active investment with an id in [lo, hi]
 * whose term has ended by `day` (YYYY-MM-DD, Africa/Douala), once each
 * (docs/product-rules.md#maturity).
 */
export function maturityTransfers(db: D1Database, lo: number, hi: number, day: string): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, investment_id, memo)
       SELECT 'maturity:' || i.id, ${userAccountSql("i.user_id", "invested")}, ${userAccountSql("i.user_id", "principal")}, i.amount_xaf,
              'maturity', i.user_id, i.id, i.card_name
         FROM investments i
        WHERE i.id BETWEEN ?1 AND ?2 AND i.is_active = 1 AND date(i.start_day, '+' || i.duration_days || ' days') <= ?3
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(lo, hi, day);
}

/**
 * referral_bonus: returns reserve -> the referrer's referral account, for the referred
 * users selected by `referredUserIdSql`, paid only if the reserve covers it now (the daily
 * run pays it later otherwise: `owedReferralBonusTransfers`). Once per friend by its key
 * (docs/product-rules.md#referrals).
 */
export function referralBonusTransfer(db: D1Database, referredUserIdSql: string, params: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, referred_user_id)
       SELECT 'referral_bonus:' || u.id, 'returns_reserve', ${userAccountSql("u.referred_by_user_id", "referral")}, ${REFERRAL_BONUS_XAF},
              'referral_bonus', u.referred_by_user_id, u.id
         FROM users u JOIN users r ON r.id = u.referred_by_user_id AND r.deleted_at IS NULL
        WHERE u.id IN (${referredUserIdSql}) AND u.first_invested_at IS NOT NULL
          AND (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve') >= ${REFERRAL_BONUS_XAF}
       ON CONFLICT (idempotency_key) DO NOTHING`,
    )
    .bind(...params);
}

/**
 * referral_bonus, owed ones: bonuses the reserve could not cover when earned, paid oldest
 * friend first while their running total fits the reserve (docs/product-rules.md#referrals).
 */
export function owedReferralBonusTransfers(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, referred_user_id)
     SELECT 'referral_bonus:' || id, 'returns_reserve', ${userAccountSql("referrer", "referral")}, ${REFERRAL_BONUS_XAF}, 'referral_bonus', referrer, id
       FROM (
         SELECT u.id, u.referred_by_user_id AS referrer,
                SUM(${REFERRAL_BONUS_XAF}) OVER (ORDER BY u.id ROWS UNBOUNDED PRECEDING) AS running
           FROM users u JOIN users r ON r.id = u.referred_by_user_id AND r.deleted_at IS NULL
          WHERE u.first_invested_at IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.idempotency_key = 'referral_bonus:' || u.id)
       )
      WHERE running <= (SELECT balance_xaf FROM ledger_accounts WHERE id = 'returns_reserve')
     ON CONFLICT (idempotency_key) DO NOTHING`,
  );
}

/**
 * referral_to_principal: the user's whole referral balance -> principal, read and moved
 * in one statement (nothing when it is 0). Returns `amount_xaf` of the row it inserted.
 */
export function referralMoveTransfer(db: D1Database, userId: number): D1PreparedStatement {
  const user = "CAST(?1 AS INTEGER)";
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id)
       SELECT ?2, id, ${userAccountSql(user, "principal")}, balance_xaf, 'referral_to_principal', ?1
         FROM ledger_accounts WHERE id = ${userAccountSql(user, "referral")} AND balance_xaf > 0
       RETURNING amount_xaf`,
    )
    .bind(userId, `referral_to_principal:${crypto.randomUUID()}`);
}

/**
 * withdrawal_hold: principal -> withdrawal hold, for the withdrawal request inserted by
 * the previous statement of the same batch (none when that insert was refused). Memo: the
 * payment method (docs/product-rules.md#withdrawals).
 */
export function withdrawalHoldTransfer(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, withdrawal_request_id, memo)
       SELECT 'withdrawal_hold:' || w.id, ${userAccountSql("w.user_id", "principal")}, ${userAccountSql("w.user_id", "withdrawal_hold")}, w.amount_xaf,
              'withdrawal_hold', w.user_id, w.id, w.payment_method
         FROM withdrawal_requests w WHERE w.id = last_insert_rowid() AND w.user_id = ? AND changes() = 1`,
    )
    .bind(userId);
}

/** The withdrawal request a decision concerns. */
export interface WithdrawalFacts {
  id: number;
  userId: number;
  amountXaf: number;
  feeXaf: number;
  paymentMethod: "MTN Mobile Money" | "Orange Money";
  accountNumber: string;
}

/**
 * withdrawal_payout and withdrawal_fee: when the payout is made, the hold -> cash(method)
 * for the amount minus the fee (memo: the number paid), and the hold -> fees for the fee.
 * A payout the provider made (`payout`) credits the provider's clearing account instead
 * and links the payment (docs/product-rules.md#automatic-rails). The keys are the
 * request's, so a request is paid once whichever path pays it.
 */
export function withdrawalPayoutTransfers(
  db: D1Database,
  w: WithdrawalFacts,
  guard: Guard,
  payout?: { provider: ProviderName; paymentId: string },
): D1PreparedStatement[] {
  const base = {
    userId: w.userId,
    withdrawalRequestId: w.id,
    debit: userAccount(w.userId, "withdrawal_hold"),
    paymentId: payout?.paymentId ?? null,
  };
  return [
    transferStatement(
      db,
      {
        ...base,
        idempotencyKey: `withdrawal_payout:${w.id}`,
        credit: payout ? clearingAccount(payout.provider) : cashAccount(w.paymentMethod),
        amountXaf: w.amountXaf - w.feeXaf,
        kind: "withdrawal_payout",
        memo: w.accountNumber,
      },
      guard,
    ),
    transferStatement(
      db,
      { ...base, idempotencyKey: `withdrawal_fee:${w.id}`, credit: "fees", amountXaf: w.feeXaf, kind: "withdrawal_fee" },
      guard,
    ),
  ];
}

/**
 * withdrawal_release: on rejection, or when the provider finally failed the payout
 * (`paymentId`), the whole hold goes back to principal.
 */
export function withdrawalReleaseTransfer(
  db: D1Database,
  w: WithdrawalFacts,
  guard: Guard,
  paymentId?: string,
): D1PreparedStatement {
  return transferStatement(
    db,
    {
      paymentId: paymentId ?? null,
      idempotencyKey: `withdrawal_release:${w.id}`,
      debit: userAccount(w.userId, "withdrawal_hold"),
      credit: userAccount(w.userId, "principal"),
      amountXaf: w.amountXaf,
      kind: "withdrawal_release",
      userId: w.userId,
      withdrawalRequestId: w.id,
    },
    guard,
  );
}

/**
 * adjustment: moves the user's `kind` account from the balance the admin saw (`seenXaf`)
 * to `targetXaf`, against the `adjustments` account, only if the live balance is still
 * `seenXaf` (docs/product-rules.md#corrections, LED-9, LED-10). The reason is the memo;
 * `correctsTransferId` names the transfer it corrects, when it corrects a specific one.
 * The caller posts it only when target and seen differ.
 */
export function adjustmentTransfer(
  db: D1Database,
  a: {
    idempotencyKey: string;
    userId: number;
    kind: UserAccountKind;
    targetXaf: number;
    seenXaf: number;
    adminId: number;
    reason: string | null;
    correctsTransferId?: number | null;
  },
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO ledger_transfers (idempotency_key, debit_account_id, credit_account_id, amount_xaf, kind, user_id, admin_id, memo, corrects_transfer_id)
       SELECT ?1, CASE WHEN ?2 > ?3 THEN 'adjustments' ELSE id END, CASE WHEN ?2 > ?3 THEN id ELSE 'adjustments' END,
              ABS(?2 - ?3), 'adjustment', user_id, ?4, ?5, ?7
         FROM ledger_accounts WHERE id = ?6 AND balance_xaf = ?3`,
    )
    .bind(
      a.idempotencyKey,
      a.targetXaf,
      a.seenXaf,
      a.adminId,
      a.reason,
      userAccount(a.userId, a.kind),
      a.correctsTransferId ?? null,
    );
}

/**
 * reserve_funding: operator capital -> returns reserve, with the operator's note as memo
 * (docs/product-rules.md#reserve). `idempotencyKey` is random per request.
 */
export function reserveFundingTransfer(
  db: D1Database,
  f: { idempotencyKey: string; amountXaf: number; note: string | null },
): D1PreparedStatement {
  return transferStatement(db, {
    idempotencyKey: f.idempotencyKey,
    debit: "operator_capital",
    credit: "returns_reserve",
    amountXaf: f.amountXaf,
    kind: "reserve_funding",
    memo: f.note,
  });
}
