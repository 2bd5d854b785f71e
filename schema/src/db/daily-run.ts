/**
 * What each piece of the daily run wrote, recorded in the same D1 batch as its writes
 * (worker/src/cron/credit-daily-returns.ts, docs/ARCHITECTURE.md#the-daily-returns-cron):
 * a Workflow step retried after its writes had landed finds them done (it writes nothing
 * again) and reports this count, what the ledger shows, instead of 0. Kept 7 days.
 */
import { sql } from "drizzle-orm";
import { integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const dailyRunCounts = sqliteTable(
  "daily_run_counts",
  {
    /** The run: a random key its plan step drew (stable across the Workflow's retries). */
    runKey: text("run_key").notNull(),
    /** The piece: the step's name and its chunk's first investment id. */
    piece: text("piece").notNull(),
    /** Rows the piece wrote: investment-days settled, or maturity transfers. */
    count: integer("count").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [primaryKey({ columns: [t.runKey, t.piece] })],
);
