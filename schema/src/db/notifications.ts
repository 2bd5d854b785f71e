/**
 * Announcements and notifications (docs/product-rules.md#notifications).
 *
 * An announcement is one row however many investors it reaches; read state is written on
 * read (`announcement_reads`). A personal notification is one row per causing event, keyed
 * by (code, event_key) so it is written exactly once.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { CONTENT_LANGS } from "../contracts/settings";
import { oneOf } from "./checks";
import { admins, users } from "./users";

export const announcements = sqliteTable(
  "announcements",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
    adminId: integer("admin_id").references(() => admins.id),
    /**
     * How many investors have read it: kept by triggers on `announcement_reads` (migration
     * 0045), so the staff's list never counts the read rows (docs/product-rules.md#notifications, NOT-6).
     */
    readCount: integer("read_count").notNull().default(0),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    updatedAt: text("updated_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [index("announcements_active_idx").on(t.isActive, t.id)],
);

export const announcementReads = sqliteTable(
  "announcement_reads",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    readAt: text("read_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.announcementId] }),
    index("announcement_reads_announcement_idx").on(t.announcementId),
  ],
);

export const notifications = sqliteTable(
  "notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    /** One of PERSONAL_NOTIFICATION_CODES (contracts/notifications.ts). */
    code: text("code").notNull(),
    /** JSON-encoded PersonalNotificationParams. */
    params: text("params").notNull().default("{}"),
    /** What caused it, e.g. 'deposit_verification:12'; unique with the code. */
    eventKey: text("event_key").notNull(),
    readAt: text("read_at"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
    /** When Web Push claimed it (sent or skipped); null until then (migration 0015). */
    pushedAt: text("pushed_at"),
  },
  (t) => [
    uniqueIndex("notifications_code_event_key_unique").on(t.code, t.eventKey),
    index("notifications_user_unread_idx").on(t.userId, t.readAt),
    // The data export's pages, newest first (docs/product-rules.md#data-rights, DATA-2).
    index("notifications_user_id_idx").on(t.userId, t.id),
    index("notifications_unpushed_idx").on(t.id).where(sql`pushed_at IS NULL`),
  ],
);

/**
 * Web Push subscriptions (docs/product-rules.md#notifications): one row per browser, keyed by
 * the push service's endpoint; `locale` ("en" | "fr") is the language pushes are worded in.
 */
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    locale: text("locale", { enum: CONTENT_LANGS }).notNull().default("en"),
    createdAt: text("created_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_unique").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
    check("push_subscriptions_locale", oneOf(t.locale, CONTENT_LANGS)),
  ],
);

/**
 * The announcement pages sent as Web Push (docs/product-rules.md#web-push, NOT-15): a page of
 * subscriptions [from_id, to_id] of one sending (`send_key`: each publication, or switching
 * it back on, is a sending of its own) is claimed here before its pushes go out, so a page job
 * delivered twice (a queue retry, a fan-out sent twice) sends nothing the second time.
 */
export const announcementPushPages = sqliteTable(
  "announcement_push_pages",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    /** The sending's key, from its first job; "" for jobs queued before sendings had one. */
    sendKey: text("send_key").notNull().default(""),
    fromId: integer("from_id").notNull(),
    toId: integer("to_id").notNull(),
    sentAt: text("sent_at").notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.sendKey, t.fromId] })],
);
