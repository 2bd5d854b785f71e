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
