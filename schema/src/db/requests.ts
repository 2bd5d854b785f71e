/**
 * Requests that an admin decides: deposit verifications and withdrawal requests.
 * Their money moves only through the ledger; these rows hold the request and its state.
 * A state changes only by a guarded UPDATE ... WHERE status = 'pending', in the same
 * D1 batch as its ledger transfer (docs/product-rules.md#ledger).
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { WITHDRAWAL_STATUSES } from "../contracts/withdrawals";

export const depositVerifications = sqliteTable(
  "deposit_verifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    depositName: text("deposit_name").notNull(),
    userName: text("user_name").notNull(),
    /** What the user typed, shown back to them and to admins. */
    transactionId: text("transaction_id").notNull(),
    /** `normaliseTransactionId(transactionId)`: unique among verifications not rejected (DEP-3). */
    transactionKey: text("transaction_key"),
    amountXaf: integer("amount_xaf").notNull(),
    paymentMethod: text("payment_method", { enum: ["MTN", "Orange"] }).notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    adminNotes: text("admin_notes"),
    decidedBy: text("decided_by"),
    decidedAt: text("decided_at"),
    hiddenAt: text("hidden_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    index("deposit_verifications_status").on(t.status),
    index("deposit_verifications_visible_status").on(t.status).where(sql`${t.hiddenAt} IS NULL`),
    uniqueIndex("deposit_verifications_transaction_key_live").on(t.transactionKey).where(sql`status <> 'rejected'`),
    index("deposit_verifications_transaction_key").on(t.transactionKey),
    index("deposit_verifications_user_created").on(t.userId, t.createdAt),
    // The investor's dashboard and the user page read them by user (migration 0005).
    index("deposit_verifications_user").on(t.userId, t.id),
  ],
);

export const withdrawalRequests = sqliteTable(
  "withdrawal_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id").notNull(),
    amountXaf: integer("amount_xaf").notNull(),
    feeXaf: integer("fee_xaf").notNull(),
    accountName: text("account_name").notNull(),
    accountNumber: text("account_number").notNull(),
    paymentMethod: text("payment_method", { enum: ["MTN Mobile Money", "Orange Money"] }).notNull(),
    /** The user's phone when they asked (null before migration 0018): a payout elsewhere needs a second admin (APR-3). */
    registeredPhone: text("registered_phone"),
    /**
     * Stored states (docs/product-rules.md#withdrawals, WDR-4): completed is shown 'Approved', failed 'Rejected';
     * processing: approved, the provider is paying it (docs/product-rules.md#automatic-rails).
     */
    status: text("status", { enum: WITHDRAWAL_STATUSES }).notNull().default("pending"),
    adminNotes: text("admin_notes"),
    decidedBy: text("decided_by"),
    decidedAt: text("decided_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("withdrawal_requests_status_amount").on(t.status, t.amountXaf), index("withdrawal_requests_user").on(t.userId)],
);

/**
 * Never holds a row: a guard statement inserts here when its condition is false and a
 * trigger aborts the whole D1 batch with `batch_guard_failed` (migration 0003), so an
 * edit that depends on a balance the admin saw changes nothing when it moved.
 */
export const batchAborts = sqliteTable("batch_aborts", {
  code: text("code").notNull(),
});
