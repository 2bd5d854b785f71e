/**
 * An investor's notifications as they read them (docs/product-rules.md#notifications): the
 * active announcements plus their own personal notifications, newest first, the unread
 * count, and marking them read. Ids: an announcement's id, or `p<n>` for personal
 * notification n. Raises `not_found` (404) for an id the investor cannot see. The
 * statements that write personal notifications are personal-notifications.ts.
 */
import type { NotificationView, PersonalNotificationCode, PersonalNotificationParams } from "@app/schema/contracts/notifications";
import { ApiError } from "../../lib/api-error";

/** Active announcements the unread count looks at, newest first (NOT-5). */
export const UNREAD_ANNOUNCEMENTS_COUNTED = 100;

/**
 * The unread count (docs/product-rules.md#notifications, NOT-5): of the newest
 * UNREAD_ANNOUNCEMENTS_COUNTED active announcements, those the investor has no read row for,
 * plus their unread personal notifications. Bounded, because the bell asks on every screen:
 * the active announcements are read from the index `announcements_active_idx`, newest first,
 * from the 100th newest on (each then one primary-key probe of `announcement_reads`), however many
 * staff leave on over the years; the personal ones are the investor's own rows of
 * `notifications_user_unread_idx`. One query, no table scanned (a test asserts the plan).
 * Binds the user id as ?1.
 */
export const UNREAD_COUNT_SQL = `SELECT
  (SELECT COUNT(*) FROM announcements a WHERE a.is_active = 1
    AND a.id >= COALESCE((SELECT id FROM announcements WHERE is_active = 1
                           ORDER BY id DESC LIMIT 1 OFFSET ${UNREAD_ANNOUNCEMENTS_COUNTED - 1}), 0)
    AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.user_id = ?1 AND r.announcement_id = a.id))
  + (SELECT COUNT(*) FROM notifications n WHERE n.user_id = ?1 AND n.read_at IS NULL) AS c`;

/** The statement counting unread active announcements plus unread personal notifications (row `{ c }`). */
export function unreadCountStatement(db: D1Database, userId: number): D1PreparedStatement {
  return db.prepare(UNREAD_COUNT_SQL).bind(userId);
}

/** Unread active announcements plus unread personal notifications. */
export async function unreadCount(db: D1Database, userId: number): Promise<number> {
  const row = await unreadCountStatement(db, userId).first<{ c: number }>();
  return row?.c ?? 0;
}

const PHONE_CHANGED_EN =
  "An administrator changed your registered phone number or mobile money service. Sign in with your phone number. If you did not ask for this, contact support.";

const ENGLISH: Record<PersonalNotificationCode, (p: PersonalNotificationParams) => [string, string]> = {
  deposit_approved: (p) => ["Deposit approved", `${p.amountXaf ?? 0} XAF was credited to your account.`],
  deposit_rejected: (p) => ["Deposit rejected", p.note ? `Your deposit was rejected: ${p.note}` : "Your deposit was rejected."],
  withdrawal_approved: (p) => ["Withdrawal sent", `${p.amountXaf ?? 0} XAF was sent to you.`],
  withdrawal_rejected: (p) => [
    "Withdrawal rejected",
    p.note ? `Your withdrawal was rejected: ${p.note}` : "Your withdrawal was rejected.",
  ],
  referral_bonus_paid: (p) => ["Referral bonus paid", `A referral bonus of ${p.amountXaf ?? 0} XAF was paid.`],
  investment_matured: (p) => ["Investment matured", `Your ${p.cardName ?? ""} investment has matured.`],
  account_suspended: () => ["Account suspended", "Your account has been suspended."],
  account_reactivated: () => ["Account reactivated", "Your account has been reactivated."],
  password_reset: () => ["Password reset", "An administrator reset your password."],
  phone_changed: () => ["Phone number changed", PHONE_CHANGED_EN],
  payout_number_added: (p) => [
    "Withdrawal number added",
    `An administrator verified ${p.number ?? ""} for your withdrawals. Withdrawals to it open in ${p.hours ?? 0} hours. If you did not ask for this, contact support now.`,
  ],
  identity_verified: () => ["Identity verified", "Your identity has been verified: your account is now at tier 2."],
  identity_rejected: (p) => ["Identity not verified", `Your identity could not be verified: ${p.note ?? ""}`],
};

interface Row {
  kind: string;
  rid: number;
  title: string | null;
  message: string | null;
  params: string | null;
  read_at: string | null;
  created_at: string;
}

/** The investor's list, newest first. */
export async function listNotifications(db: D1Database, userId: number): Promise<NotificationView[]> {
  const { results } = await db
    .prepare(
      `SELECT 'announcement' AS kind, a.id AS rid, a.title, a.message, NULL AS params, r.read_at, a.created_at
         FROM announcements a LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.user_id = ?
        WHERE a.is_active = 1
       UNION ALL
       SELECT n.code, n.id, NULL, NULL, n.params, n.read_at, n.created_at FROM notifications n WHERE n.user_id = ?
       ORDER BY created_at DESC, rid DESC`,
    )
    .bind(userId, userId)
    .all<Row>();
  return results.map((r) => {
    if (r.kind === "announcement") {
      return {
        id: String(r.rid),
        announcementId: r.rid,
        kind: "announcement",
        title: r.title ?? "",
        message: r.message ?? "",
        params: null,
        isRead: r.read_at !== null,
        readAt: r.read_at,
        announcementCreatedAt: r.created_at,
      };
    }
    const code = r.kind as PersonalNotificationCode;
    const params = JSON.parse(r.params ?? "{}") as PersonalNotificationParams;
    const [title, message] = ENGLISH[code]?.(params) ?? [code, ""];
    return {
      id: `p${r.rid}`,
      announcementId: null,
      kind: code,
      title,
      message,
      params,
      isRead: r.read_at !== null,
      readAt: r.read_at,
      announcementCreatedAt: r.created_at,
    };
  });
}

/** Marks one notification read (idempotent). `id` is an announcement id or `p<n>`. */
export async function markRead(db: D1Database, userId: number, id: string): Promise<void> {
  if (id.startsWith("p")) {
    const n = Number(id.slice(1));
    const row = await db
      .prepare(
        `UPDATE notifications SET read_at = COALESCE(read_at, strftime('%Y-%m-%dT%H:%M:%fZ','now'))
         WHERE id = ? AND user_id = ? RETURNING id`,
      )
      .bind(n, userId)
      .first();
    if (!row) throw new ApiError("not_found", "Notification not found.");
    return;
  }
  const res = await db
    .prepare(
      `INSERT INTO announcement_reads (user_id, announcement_id)
       SELECT ?, id FROM announcements WHERE id = ? AND is_active = 1
       ON CONFLICT DO NOTHING`,
    )
    .bind(userId, Number(id))
    .run();
  if (res.meta.changes === 0) {
    const visible = await db.prepare("SELECT 1 FROM announcements WHERE id = ? AND is_active = 1").bind(Number(id)).first();
    if (!visible) throw new ApiError("not_found", "Notification not found.");
  }
}

/** Marks every visible notification of the investor read, in one batch. */
export async function markAllRead(db: D1Database, userId: number): Promise<void> {
  await db.batch([
    db
      .prepare(
        `INSERT INTO announcement_reads (user_id, announcement_id)
         SELECT ?, id FROM announcements WHERE is_active = 1 ON CONFLICT DO NOTHING`,
      )
      .bind(userId),
    db
      .prepare("UPDATE notifications SET read_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE user_id = ? AND read_at IS NULL")
      .bind(userId),
  ]);
}
