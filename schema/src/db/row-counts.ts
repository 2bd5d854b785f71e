/**
 * Counts kept by triggers (docs/ARCHITECTURE.md#scale, issue 36 section 3): the staff's headline
 * figures (investors, active investments, pending withdrawals) read one row each instead of
 * counting a table. Triggers on `users`, `investments` and `withdrawal_requests` (migration
 * 0040) move each count in the statement that changes the row, as the ledger's running totals
 * are kept (ledger_kind_totals).
 */
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

/** The counts kept: investors not erased or closed, investments active, withdrawals pending. */
export const ROW_COUNT_NAMES = ["users_live", "investments_active", "withdrawals_pending"] as const;
export type RowCountName = (typeof ROW_COUNT_NAMES)[number];

export const rowCounts = sqliteTable("row_counts", {
  name: text("name", { enum: ROW_COUNT_NAMES }).primaryKey(),
  n: integer("n").notNull(),
});
