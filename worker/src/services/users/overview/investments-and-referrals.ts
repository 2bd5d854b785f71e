/**
 * The investments and referrals part of the operator's user page
 * (docs/product-rules.md#operator-views, OPS-2): each investment with its paid, owed and
 * paused days as of the Douala day, and each referred friend with their bonus (paid, pending
 * until their first investment is funded, or none).
 */
import type { OverviewInvestment, OverviewReferral } from "@app/schema/contracts/admin-overview";
import { REFERRAL_BONUS_XAF } from "@app/schema/money";
import { paidDaysSql, pausedDaysSql } from "../../returns/return-days-sql";

/**
 * The user's investments as of `asOfDay` (YYYY-MM-DD, Africa/Douala), newest first; paid and
 * paused days from the investment's counters (RET-8), no day counted row by row.
 */
export function investmentsStatement(db: D1Database, userId: number, asOfDay: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT i.id, i.card_id, i.card_name, i.amount_xaf, i.daily_return_xaf, i.duration_days, i.start_day,
              date(i.start_day, '+' || i.duration_days || ' days') AS matures_on, i.is_active, i.total_earned_xaf,
              i.created_at,
              ${paidDaysSql("i")} AS paid_days,
              ${pausedDaysSql("i", "suspended")} + ${pausedDaysSql("i", "low_balance")} AS paused_days,
              MAX(0, MIN(i.duration_days, CAST(julianday(?2) - julianday(i.start_day) AS INTEGER)) - i.accrued_days) AS owed_days
         FROM investments i WHERE i.user_id = ?1 ORDER BY i.id DESC`,
    )
    .bind(userId, asOfDay);
}

/** The friends the user referred, newest first, each with their bonus transfer if paid. */
export function referralsStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db
    .prepare(
      `SELECT u.id, u.full_name, u.created_at, u.first_invested_at, t.amount_xaf AS bonus_xaf, t.created_at AS paid_at
         FROM users u LEFT JOIN ledger_transfers t ON t.idempotency_key = 'referral_bonus:' || u.id
        WHERE u.referred_by_user_id = ?1 ORDER BY u.id DESC`,
    )
    .bind(userId);
}

export function toInvestment(i: Record<string, unknown>): OverviewInvestment {
  return {
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
  };
}

export function toReferral(r: Record<string, unknown>): OverviewReferral {
  return {
    userId: r.id as number,
    fullName: r.full_name as string | null,
    joinedAt: r.created_at as string,
    firstInvestedAt: r.first_invested_at as string | null,
    bonus: r.bonus_xaf !== null ? "paid" : r.first_invested_at !== null ? "pending" : "none",
    bonusXaf: (r.bonus_xaf as number | null) ?? (r.first_invested_at !== null ? REFERRAL_BONUS_XAF : 0),
    paidAt: r.paid_at as string | null,
  };
}
