/**
 * Money-laundering flags (docs/product-rules.md#aml-flags, AML-1..AML-8): a rule raised a
 * flag on an investor for staff review; it never freezes anything. A flag is raised once
 * per rule and subject (`subject_key`, unique with the rule); staff close it in two steps
 * by two different staff, the guard in SQL. `registrations` keeps the network address and
 * device of each registration so AML-4 counts a day's registrations from one of them by index.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { FLAG_RULES, FLAG_STATES } from "../contracts/flags";
import { oneOf } from "./checks";
import { admins, users } from "./users";

export const flags = sqliteTable(
  "flags",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    rule: text("rule", { enum: FLAG_RULES }).notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** What the flag is about, canonical (e.g. `transfer:12`, `payment:<id>`): unique with the rule. */
    subjectKey: text("subject_key").notNull(),
    /** JSON: the payment, withdrawal, transfer ids, number or address that raised it. */
    subject: text("subject").notNull(),
    state: text("state", { enum: FLAG_STATES }).notNull().default("open"),
    raisedAt: text("raised_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    closeProposedBy: integer("close_proposed_by").references(() => admins.id),
    closeProposedByUsername: text("close_proposed_by_username"),
    closeProposalNote: text("close_proposal_note"),
    closeProposedAt: text("close_proposed_at"),
    closedBy: integer("closed_by").references(() => admins.id),
    closedByUsername: text("closed_by_username"),
    closeNote: text("close_note"),
    closedAt: text("closed_at"),
  },
  (t) => [
    uniqueIndex("flags_rule_subject").on(t.rule, t.subjectKey),
    index("flags_state").on(t.state, t.id),
    index("flags_rule_state").on(t.rule, t.state, t.id),
    index("flags_user").on(t.userId, t.id),
    check("flags_rule", oneOf(t.rule, FLAG_RULES)),
    check("flags_state_values", oneOf(t.state, FLAG_STATES)),
    // The second staff member is never the one who proposed closing (AML-6).
    check("flags_two_staff", sql`${t.closedBy} IS NULL OR ${t.closedBy} <> ${t.closeProposedBy}`),
  ],
);

/** Staff's notes on a flag's case, in the order written (AML-6). */
export const flagNotes = sqliteTable(
  "flag_notes",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    flagId: integer("flag_id")
      .notNull()
      .references(() => flags.id),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id),
    adminUsername: text("admin_username").notNull(),
    note: text("note").notNull(),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("flag_notes_flag").on(t.flagId, t.id)],
);

/** Where each account registered from (AML-4): the address key (IPv4 or IPv6 /64) and the device cookie, if any. */
export const registrations = sqliteTable(
  "registrations",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id),
    addressKey: text("address_key").notNull(),
    deviceKey: text("device_key"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    index("registrations_address").on(t.addressKey, t.createdAt),
    index("registrations_device").on(t.deviceKey, t.createdAt).where(sql`${t.deviceKey} IS NOT NULL`),
  ],
);
