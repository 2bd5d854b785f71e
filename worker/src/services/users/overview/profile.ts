/**
 * The profile and balances part of the operator's user page (docs/product-rules.md#operator-views,
 * OPS-2): who the user is (with their referrer's name) and the four balances of their
 * accounts, whole XAF. Read by the user's id; an erased user has no profile.
 */
import { unpostedReturnsSql } from "../../../ledger/transfers/returns";
import type { OverviewBalances, UserOverviewResponse } from "@app/schema/contracts/admin-overview";
import type { users } from "@app/schema/db/users";
import type { SqlRow } from "../../../lib/db";

export type ProfileRow = Pick<
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

/** The user (not erased) and their referrer's name. */
export function profileStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT u.id, u.full_name, u.phone, u.mobile_money_service, u.referral_code, u.referred_by_user_id,
              r.full_name AS referrer_name, u.is_active, u.must_change_password, u.created_at, u.first_invested_at
         FROM users u LEFT JOIN users r ON r.id = u.referred_by_user_id
        WHERE u.id = ?1 AND u.deleted_at IS NULL`,
    )
    .bind(userId);
}

/**
 * The balances of the user's accounts, one row per account, as the investor sees them: the
 * principal includes returns accrued and not yet posted (RET-8), which an adjustment posts first.
 */
export function balancesStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT kind, balance_xaf + CASE WHEN kind = 'principal' THEN ${unpostedReturnsSql("?1")} ELSE 0 END AS balance_xaf
         FROM ledger_accounts WHERE user_id = ?1`,
    )
    .bind(userId);
}

export function toProfile(p: ProfileRow): UserOverviewResponse["profile"] {
  return {
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
  };
}

/** The four balances; an account not opened reads 0. */
export function toBalances(rows: { kind: string; balance_xaf: number }[]): OverviewBalances {
  const byKind = Object.fromEntries(rows.map((b) => [b.kind, b.balance_xaf]));
  return {
    principalXaf: byKind.principal ?? 0,
    referralXaf: byKind.referral ?? 0,
    investedXaf: byKind.invested ?? 0,
    withdrawalHoldXaf: byKind.withdrawal_hold ?? 0,
  };
}
