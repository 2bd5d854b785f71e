/**
 * Ledger account ids, the one place they are built (docs/product-rules.md#ledger-accounts).
 * A user's accounts are `u<userId>:<kind>`; platform accounts have fixed names
 * (`cash:mtn`, `returns_reserve`, ...). TS code calls `userAccount`, SQL text calls
 * `userAccountSql`; nothing else spells the format. The one exception is the
 * `accruals_settle` trigger (worker/migrations/0008_transfer_links.sql), which a helper
 * cannot reach and which says so.
 */
import type { PlatformAccount, UserAccountKind } from "@app/schema/db/ledger";

export type AccountId = PlatformAccount | `u${number}:${UserAccountKind}`;

/** The id of one of a user's four accounts. */
export function userAccount(userId: number, kind: UserAccountKind): AccountId {
  return `u${userId}:${kind}`;
}

/**
 * The SQL expression naming a user's account, for a SQL expression `userIdSql` that gives
 * the user's id: a column (`i.user_id`) or a bound parameter. D1 binds JS numbers as REAL
 * and `'u' || 5.0` would name no account, so a parameter must be passed as
 * `CAST(?1 AS INTEGER)`; columns are integers already.
 */
export function userAccountSql(userIdSql: string, kind: UserAccountKind): string {
  return `('u' || ${userIdSql} || ':${kind}')`;
}

/** The cash account a mobile-money service pays into and out of. */
export function cashAccount(method: "MTN" | "Orange" | "MTN Mobile Money" | "Orange Money"): AccountId {
  return method === "MTN" || method === "MTN Mobile Money" ? "cash:mtn" : "cash:orange";
}

/** The clearing account of a payment provider: money it holds for us (docs/product-rules.md#automatic-rails). */
export function clearingAccount(provider: "pawapay" | "notchpay"): AccountId {
  return `clearing:${provider}`;
}
