/**
 * Announcements (staff -> every investor) and notifications (what an investor reads under
 * the dashboard's bell): the API contract shared by the Worker, the PWA and the admin SPA
 * (docs/product-rules.md#notifications).
 *
 * An investor's notification list is the union of the active announcements and their own
 * personal notifications (money events, written in the same batch as the event). A personal
 * notification is stored as a code with parameters, so each client words it in its reader's
 * language; `title` and `message` carry an English wording for other clients.
 */
import { z } from "zod/mini";
import { PUSH_ENDPOINT_MAX } from "../limits";
import { visible } from "./field-text";

/** Announcement limits (title 1 to 255, message 1 to 1,000 characters, after trimming; at least one visible). */
export const ANNOUNCEMENT_TITLE_MAX = 255;
export const ANNOUNCEMENT_MESSAGE_MAX = 1000;

const title = z
  .string("Title is required")
  .check(
    z.trim(),
    z.minLength(1, "Title is required"),
    visible("Title is required"),
    z.maxLength(ANNOUNCEMENT_TITLE_MAX, "Title too long"),
  );
const message = z
  .string("Message is required")
  .check(
    z.trim(),
    z.minLength(1, "Message is required"),
    visible("Message is required"),
    z.maxLength(ANNOUNCEMENT_MESSAGE_MAX, "Message too long"),
  );

/** `POST /api/admin/announcements`. */
export const announcementInput = z.object({ title, message });
export type AnnouncementInput = z.infer<typeof announcementInput>;

/**
 * `PATCH /api/admin/announcements/{id}`: any of the title, the message and the active
 * switch (docs/product-rules.md, NOT-1), at least one; every field sent is applied.
 */
export const announcementPatchInput = z
  .object({
    title: z.optional(title),
    message: z.optional(message),
    isActive: z.optional(z.boolean("isActive must be true or false")),
  })
  .check(
    z.refine((input) => input.title !== undefined || input.message !== undefined || input.isActive !== undefined, {
      message: "Send a title, a message or isActive",
      path: ["title"],
    }),
  );
export type AnnouncementPatchInput = z.infer<typeof announcementPatchInput>;

/** An announcement as staff see it. */
export interface AnnouncementView {
  id: number;
  title: string;
  message: string;
  isActive: boolean;
  /** The admin who created it (staff only; investors never see admin names). */
  adminUsername: string;
  /** How many investors have read it. */
  readCount: number;
  createdAt: string;
  updatedAt: string;
}

/** The money and account events an investor is told about personally. */
export const PERSONAL_NOTIFICATION_CODES = [
  "deposit_approved",
  "deposit_rejected",
  "withdrawal_approved",
  "withdrawal_rejected",
  "referral_bonus_paid",
  "investment_matured",
  "account_suspended",
  "account_reactivated",
  "password_reset",
  "phone_changed",
  "payout_number_added",
  "identity_verified",
  "identity_rejected",
] as const;
export type PersonalNotificationCode = (typeof PERSONAL_NOTIFICATION_CODES)[number];

/**
 * The parameters of a personal notification: whole XAF amounts, the admin's note on a
 * rejection (or the operator's failure code), the card's name on a maturity. Absent keys do not apply to the code.
 */
export interface PersonalNotificationParams {
  amountXaf?: number;
  note?: string | null;
  cardName?: string;
  /** The card's French name on a maturity, for a French reader; absent or empty: `cardName` (issue 34). */
  cardNameFr?: string;
  /**
   * On a deposit or withdrawal the provider failed (docs/product-rules.md#automatic-rails): the
   * operator's code (`PAYER_NOT_FOUND`, `RECIPIENT_NOT_FOUND`...), worded in the reader's language
   * by the app and the push, instead of a note.
   */
  failureCode?: string;
  /** `payout_number_added`: the 9 digits staff verified, and the hours before payouts may go to it. */
  number?: string;
  hours?: number;
}

/**
 * One line of the Notifications dialog. `id` is what `POST /api/notifications/{id}/read`
 * takes: the announcement's id for an announcement (as the spec has it), `p<n>` for a
 * personal notification.
 */
export interface NotificationView {
  id: string;
  announcementId: number | null;
  kind: "announcement" | PersonalNotificationCode;
  title: string;
  message: string;
  params: PersonalNotificationParams | null;
  isRead: boolean;
  readAt: string | null;
  /** When the announcement was made, or when the personal event happened. */
  announcementCreatedAt: string;
}

/** `GET /api/notifications/count`. */
export interface NotificationCount {
  unreadCount: number;
}

/** A notification id in a path: an announcement's id, or `p` and a personal notification's id. */
export const notificationIdParam = z.object({
  id: z.string().check(z.regex(/^p?[1-9][0-9]{0,15}$/, "id must be an announcement id or p followed by a number")),
});

/**
 * `POST /api/notifications/push-subscriptions`: the browser's `PushSubscription.toJSON()`
 * plus the language pushes are worded in. The Worker further checks that the endpoint is
 * https on a known push service and that the keys decode (worker/src/push/subscription.ts).
 */
export const pushSubscriptionInput = z.object({
  endpoint: z
    .string("endpoint is required")
    .check(z.minLength(1, "endpoint is required"), z.maxLength(PUSH_ENDPOINT_MAX, "endpoint too long")),
  keys: z.object(
    {
      p256dh: z.string("keys.p256dh is required").check(z.minLength(1, "keys.p256dh is required"), z.maxLength(200)),
      auth: z.string("keys.auth is required").check(z.minLength(1, "keys.auth is required"), z.maxLength(100)),
    },
    "keys is required",
  ),
  locale: z.optional(z.enum(["en", "fr"], "locale must be en or fr")),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** `DELETE /api/notifications/push-subscriptions`: the browser's endpoint to forget. */
export const pushUnsubscribeInput = z.object({
  endpoint: z
    .string("endpoint is required")
    .check(z.minLength(1, "endpoint is required"), z.maxLength(PUSH_ENDPOINT_MAX, "endpoint too long")),
});

/** `GET /api/notifications/push-key`: the VAPID public key, or null when Web Push is off. */
export interface PushKey {
  publicKey: string | null;
}
