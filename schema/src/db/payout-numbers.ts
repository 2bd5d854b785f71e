/**
 * Mobile-money numbers proven by their holder (docs/compliance.md#verified-numbers,
 * docs/product-rules.md#verified-numbers, KYC-1..KYC-4): a number is verified for an account
 * when an automatic deposit from it, approved on the payer's phone and named by the
 * provider's answer, completes (`source = 'deposit'`), or when two staff verify it
 * (`source = 'staff'`, usable after a cooling-off). Payouts go only to a verified number
 * whose `usable_from` has passed. One number is verified for one live account at a time
 * (the partial unique index); erasure releases it.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { oneOf } from "./checks";
import { approvals } from "./approvals";
import { payments } from "./payments";
import { users } from "./users";

export const PAYOUT_NUMBER_SOURCES = ["deposit", "staff"] as const;
export const PAYOUT_NUMBER_SERVICES = ["MTN Mobile Money", "Orange Money"] as const;

export const payoutNumbers = sqliteTable(
  "payout_numbers",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** The 9 national digits, without +237. */
    number: text("number").notNull(),
    service: text("service", { enum: PAYOUT_NUMBER_SERVICES }).notNull(),
    source: text("source", { enum: PAYOUT_NUMBER_SOURCES }).notNull(),
    /** The completed automatic deposit that proved it (`deposit`). */
    paymentId: text("payment_id").references(() => payments.id),
    /** The approved two-person decision that verified it (`staff`). */
    approvalId: integer("approval_id").references(() => approvals.id),
    verifiedAt: text("verified_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    /** From when payouts may go to it: `verified_at`, or after the cooling-off for staff's (KYC-3). */
    usableFrom: text("usable_from").notNull(),
    /** Set when the account is erased: the number may then be verified by another account. */
    releasedAt: text("released_at"),
  },
  (t) => [
    // One live account per verified number (KYC-2).
    uniqueIndex("payout_numbers_live_number").on(t.number).where(sql`${t.releasedAt} IS NULL`),
    index("payout_numbers_user").on(t.userId),
    check("payout_numbers_source", oneOf(t.source, PAYOUT_NUMBER_SOURCES)),
    check("payout_numbers_service", oneOf(t.service, PAYOUT_NUMBER_SERVICES)),
    check("payout_numbers_number", sql`length(${t.number}) = 9`),
  ],
);
