/**
 * Two-person approval (docs/product-rules.md#approvals, migrations 0016 and 0032): proposals
 * of balance adjustments, reserve fundings, large withdrawal approvals, staff's changes of an
 * investor's phone and refunds of money in suspense, staff's verification of numbers and of identities, and their
 * decision.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { APPROVAL_KINDS, APPROVAL_STATUSES } from "../contracts/approvals";
import { oneOf } from "./checks";
import { admins } from "./users";

export const approvals = sqliteTable(
  "approvals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: APPROVAL_KINDS }).notNull(),
    /** The user (balance_adjustment, phone_change), withdrawal request (withdrawal_approval) or payment (suspense_refund); null for reserve funding. */
    targetId: integer("target_id"),
    /** Whole XAF the action moves (the larger adjustment's size for a balance edit). */
    amountXaf: integer("amount_xaf").notNull(),
    summary: text("summary").notNull(),
    reason: text("reason"),
    /** JSON: what the action needs when approved. */
    payload: text("payload").notNull(),
    newPayoutNumber: integer("new_payout_number", { mode: "boolean" }).notNull().default(false),
    /** The client's request id, so a retried proposal is one proposal. */
    requestKey: text("request_key"),
    status: text("status", { enum: APPROVAL_STATUSES }).notNull().default("proposed"),
    proposedBy: integer("proposed_by")
      .notNull()
      .references(() => admins.id),
    proposedByUsername: text("proposed_by_username").notNull(),
    proposedAt: text("proposed_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    decidedBy: integer("decided_by").references(() => admins.id),
    decidedByUsername: text("decided_by_username"),
    decidedAt: text("decided_at"),
    note: text("note"),
    failure: text("failure"),
  },
  (t) => [
    index("approvals_status_idx").on(t.status, t.id),
    // A retried proposal (the same reserve funding request id) is one proposal.
    uniqueIndex("approvals_request_key").on(t.requestKey).where(sql`${t.requestKey} IS NOT NULL`),
    // At most one open proposal per withdrawal.
    uniqueIndex("approvals_open_withdrawal")
      .on(t.targetId)
      .where(sql`${t.kind} = 'withdrawal_approval' AND ${t.status} = 'proposed'`),
    // At most one open phone change per user, and one open refund per payment in suspense.
    uniqueIndex("approvals_open_phone_change").on(t.targetId).where(sql`${t.kind} = 'phone_change' AND ${t.status} = 'proposed'`),
    uniqueIndex("approvals_open_suspense_refund")
      .on(t.targetId)
      .where(sql`${t.kind} = 'suspense_refund' AND ${t.status} = 'proposed'`),
    // At most one open approval per identity check (docs/product-rules.md#identity, IDV-4).
    uniqueIndex("approvals_open_identity_verification")
      .on(t.targetId)
      .where(sql`${t.kind} = 'identity_verification' AND ${t.status} = 'proposed'`),
    check("approvals_kind", oneOf(t.kind, APPROVAL_KINDS)),
    check("approvals_amount", sql`${t.amountXaf} >= 0`),
    check("approvals_status", oneOf(t.status, APPROVAL_STATUSES)),
  ],
);
