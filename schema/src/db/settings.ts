/**
 * Operator settings (docs/product-rules.md#operator):
 * one row per key with a JSON value. Keys are listed in `contracts/settings.ts`.
 * Also the history of the deposit and withdrawal switches, which is public.
 */
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  /** JSON-encoded value. */
  value: text("value").notNull(),
  updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});

export const switchChanges = sqliteTable("switch_changes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  switch: text("switch", { enum: ["deposits", "withdrawals"] }).notNull(),
  enabled: integer("enabled", { mode: "boolean" }).notNull(),
  adminUsername: text("admin_username").notNull(),
  reason: text("reason"),
  createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
});
