/**
 * Two-person approval (docs/product-rules.md#approvals, migration 0016): proposals of
 * balance adjustments, reserve fundings and large withdrawal approvals, and their decision.
 */
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { admins } from "./users";

export const approvals = sqliteTable(
  "approvals",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["balance_adjustment", "reserve_funding", "withdrawal_approval"] }).notNull(),
    /** The user (balance_adjustment) or withdrawal request (withdrawal_approval); null for reserve funding. */
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
    status: text("status", { enum: ["proposed", "approved", "rejected", "failed"] })
      .notNull()
      .default("proposed"),
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
  (t) => [index("approvals_status_idx").on(t.status, t.id)],
);
