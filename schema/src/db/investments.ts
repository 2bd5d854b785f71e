/**
 * Investment cards (the products) and investments (a user's purchase of one card).
 * Money is integer XAF. An investment covers the Africa/Douala calendar days
 * start_day+1 .. start_day+duration_days; `accrued_days` counts the days already
 * settled (paid or paused) and is advanced only by the accrual trigger
 * (worker/migrations), so the next day to settle is start_day + accrued_days + 1.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const investmentCards = sqliteTable("investment_cards", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  collection: text("collection").notNull(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  howReturnsAreEarned: text("how_returns_are_earned").notNull(),
  /** French texts of the card (docs/product-rules.md#content-languages). */
  nameFr: text("name_fr").notNull().default(""),
  descriptionFr: text("description_fr").notNull().default(""),
  howReturnsAreEarnedFr: text("how_returns_are_earned_fr").notNull().default(""),
  imageUrl: text("image_url").notNull(),
  investmentAmountXaf: integer("investment_amount_xaf").notNull(),
  dailyReturnXaf: integer("daily_return_xaf").notNull(),
  durationDays: integer("duration_days").notNull().default(30),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const investments = sqliteTable(
  "investments",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    cardId: integer("card_id").notNull(),
    cardName: text("card_name").notNull(),
    amountXaf: integer("amount_xaf").notNull(),
    dailyReturnXaf: integer("daily_return_xaf").notNull(),
    durationDays: integer("duration_days").notNull(),
    /** Africa/Douala purchase date, YYYY-MM-DD. */
    startDay: text("start_day").notNull(),
    accruedDays: integer("accrued_days").notNull().default(0),
    /**
     * Of the settled days, those paid, and those paused by reason (migration 0041,
     * docs/product-rules.md#daily-returns): accrued_days = paid_days + both paused counts.
     */
    paidDays: integer("paid_days").notNull().default(0),
    pausedSuspendedDays: integer("paused_suspended_days").notNull().default(0),
    pausedLowBalanceDays: integer("paused_low_balance_days").notNull().default(0),
    /**
     * Paid days whose return is on the investor's principal (RET-8): the rest,
     * (paid_days - posted_days) x daily_return_xaf, is accrued in `returns_payable` and posted
     * on the investor's next withdrawal, investment, closure, maturity or monthly posting.
     */
    postedDays: integer("posted_days").notNull().default(0),
    /**
     * Days settled before migration 0041, one `accruals` row and (when paid) one `daily_return`
     * transfer each: start_day+1 .. start_day+legacy_days. Later days are settled in aggregate.
     */
    legacyDays: integer("legacy_days").notNull().default(0),
    /**
     * The last settlement that touched this row (a key drawn per D1 batch), whether it paid,
     * from which account and the pause reason: read by the same batch's aggregate transfers
     * and pause spans (worker/src/cron/credit-daily-returns.ts). Scratch columns, no history.
     */
    settleKey: text("settle_key"),
    settlePaidXaf: integer("settle_paid_xaf").notNull().default(0),
    settleFromReserve: integer("settle_from_reserve").notNull().default(0),
    settlePause: text("settle_pause", { enum: ["suspended", "low_balance"] }),
    totalEarnedXaf: integer("total_earned_xaf").notNull().default(0),
    /**
     * The target return funded for this investment (docs/product-rules.md#reserve, RES-4):
     * moved from the returns reserve to `returns_committed` when it was bought (daily return
     * x term), or, for one bought before migration 0025, when the reserve first covered what
     * was left of it. 0: not funded yet (such an investment is "uncovered"). What remains
     * committed is `committed_xaf - total_earned_xaf`.
     */
    committedXaf: integer("committed_xaf").notNull().default(0),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    maturedAt: text("matured_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  // No index on accrued_days: the cron scans by id range, and an index there would be
  // rewritten on every settled day. `investments_owed` (migration 0023) holds only matured
  // investments with days still owed (a reserve shortfall), so the daily run finds the id
  // range it must settle from two index lookups, and an active investment's settled day
  // never touches it.
  (t) => [
    index("investments_user").on(t.userId),
    index("investments_active").on(t.isActive),
    index("investments_owed").on(t.id).where(sql`${t.isActive} = 0 AND ${t.accruedDays} < ${t.durationDays}`),
    // Uncovered investments with days left (migration 0025): bought before returns were
    // funded at purchase, oldest first. Empty once the reserve has covered them all.
    index("investments_uncovered").on(t.id).where(sql`${t.committedXaf} = 0 AND ${t.accruedDays} < ${t.durationDays}`),
  ],
);

/**
 * Running totals over investments, one row (migration 0027), kept by triggers in the
 * statements that insert an investment or mature it, so the reserve's status reads one row
 * instead of every investment (docs/ARCHITECTURE.md#scale): the daily returns of the active
 * investments, XAF.
 */
export const investmentTotals = sqliteTable(
  "investment_totals",
  {
    id: integer("id").primaryKey(),
    activeDailyReturnXaf: integer("active_daily_return_xaf").notNull(),
  },
  (t) => [check("investment_totals_one_row", sql`${t.id} = 1`)],
);
