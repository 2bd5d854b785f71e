/**
 * An investor's withdrawal request (docs/product-rules.md#withdrawals, WDR-8): the amount
 * goes from principal to the withdrawal hold, and the request is recorded, in one batch
 * whose INSERT carries the guards (account active, no admin password reset in the last 24
 * hours, the number verified for the account and usable: KYC-4, the limits of the
 * investor's tier: KYC-6). Raises `withdrawals_disabled` (503), `insufficient_balance`,
 * `withdrawals_cooling_off`, `payout_number_unverified`, `tier_limit` (409),
 * `account_suspended` (403). The same batch evaluates the money-laundering rules AML-1 and
 * AML-2 and AML-9 (docs/product-rules.md#aml-flags).
 */
import type { WithdrawInput, WithdrawalView } from "@app/schema/contracts/withdrawals";
import { withdrawalFeeXaf } from "@app/schema/money";
import { ApiError } from "../../lib/api-error";
import { postAtomically } from "../../ledger/ledger";
import { withdrawalHoldTransfer } from "../../ledger/transfers/withdrawals";
import { postReturnsStatements } from "../../ledger/transfers/returns";
import { quickWithdrawalFlagStatement, sharedPayoutNumberFlagStatement } from "../flags/rules";
import { nearTierLimitFlagStatement } from "../flags/near-tier-limit";
import { assertEnabled } from "../settings/switches";
import type { UserRow } from "../users/accounts";
import { usablePayoutNumber } from "../verification/payout-numbers";
import { getWithdrawal } from "./staff-view";
import { doualaDayStartUtc } from "../../lib/douala-date";
import { WITHDRAWAL_LIMITS, windowsAt, withinLimitsSql } from "../limits/standing";
import { tierLimitRefusal } from "../limits/refusal";
import { WITHDRAWAL_COOLING_OFF_HOURS as COOLING_OFF_HOURS } from "@app/schema/limits";

/**
 * Places the amount on hold and records the request, or refuses it with nothing written.
 * Refused (409 `withdrawals_cooling_off`, with `reopensAt`) within 24 hours of an admin
 * password reset, as banks do after a credential reset; the guard is in the INSERT
 * (docs/product-rules.md#withdrawals, WDR-8).
 */
export async function requestWithdrawal(
  db: D1Database,
  user: UserRow,
  input: WithdrawInput,
  now: Date = new Date(),
): Promise<WithdrawalView> {
  await assertEnabled(db, "withdrawals");
  const fee = withdrawalFeeXaf(input.amount);
  const verified = usablePayoutNumber(user.id, input.accountNumber, input.paymentMethod);
  const windows = windowsAt(now, doualaDayStartUtc(now));
  // The investor's accrued returns reach the principal first, so they can be withdrawn (RET-8).
  const [, , insert] = await postAtomically(db, [
    ...postReturnsStatements(db, user.id),
    db
      .prepare(
        `INSERT INTO withdrawal_requests (user_id, amount_xaf, fee_xaf, account_name, account_number, payment_method, registered_phone)
         SELECT id, ?, ?, ?, ?, ?, phone FROM users u
          WHERE id = ? AND is_active = 1
            AND (password_reset_at IS NULL OR password_reset_at <= strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-${COOLING_OFF_HOURS} hours'))
            AND ${verified.sql}
            AND ${withinLimitsSql("u.id", windows, WITHDRAWAL_LIMITS, input.amount)}`,
      )
      .bind(input.amount, fee, input.accountName, input.accountNumber, input.paymentMethod, user.id, ...verified.params),
    withdrawalHoldTransfer(db, user.id),
    // The AML rules this event can meet (docs/product-rules.md#aml-flags, AML-1, AML-2, AML-9): flags, never a refusal.
    quickWithdrawalFlagStatement(db, user.id),
    sharedPayoutNumberFlagStatement(db, user.id),
    nearTierLimitFlagStatement(db, user.id, "withdraw", now),
  ]);
  // Not `!== 1`: D1's `changes` also counts the rows the INSERT's triggers wrote (the search index, migration 0020).
  if (insert!.meta.changes === 0) {
    const state = await db
      .prepare(
        `SELECT is_active, reopens_at, reopens_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AS cooling
           FROM (SELECT is_active, strftime('%Y-%m-%dT%H:%M:%fZ', password_reset_at, '+${COOLING_OFF_HOURS} hours') AS reopens_at
                   FROM users WHERE id = ?)`,
      )
      .bind(user.id)
      .first<{ is_active: number; reopens_at: string | null; cooling: number | null }>();
    if (state?.is_active === 1 && state.reopens_at && state.cooling) {
      throw new ApiError(
        "withdrawals_cooling_off",
        `Your password was reset by an administrator. For your safety, new withdrawals open again at ${state.reopens_at}.`,
        undefined,
        undefined,
        { reopensAt: state.reopens_at },
      );
    }
    if (state?.is_active !== 1) throw new ApiError("account_suspended", "Your account is suspended. Please contact support.");
    const usable = await db
      .prepare(`SELECT ${verified.sql} AS ok`)
      .bind(...verified.params)
      .first<{ ok: number }>();
    if (!usable?.ok) throw payoutNumberUnverified();
    throw (await tierLimitRefusal(db, user.id, windows, WITHDRAWAL_LIMITS, input.amount)) ?? payoutNumberUnverified();
  }
  return (await getWithdrawal(db, insert!.meta.last_row_id))!;
}

/** 409 `payout_number_unverified` on `accountNumber` (docs/product-rules.md#verified-numbers, KYC-4). */
function payoutNumberUnverified(): ApiError {
  const message =
    "Withdrawals go only to a number verified for your account: make a deposit from it first, or choose a verified number.";
  return new ApiError("payout_number_unverified", message, [
    { field: "accountNumber", code: "payout_number_unverified", message },
  ]);
}
