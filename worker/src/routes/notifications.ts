/**
 * Notifications and announcements (docs/product-rules.md#notifications): the investor's
 * bell and dialog; the staff's announcements.
 */
import { announcementListQuery } from "@app/schema/contracts/admin-lists";
import {
  announcementInput,
  announcementPatchInput,
  notificationIdParam,
  type PushKey,
  pushSubscriptionInput,
  pushUnsubscribeInput,
} from "@app/schema/contracts/notifications";
import { Hono } from "hono";
import type { AppBindings } from "../env";
import { invalidField } from "../lib/api-error";
import { idParam, validate } from "../lib/validate";
import { deleteSubscription, queueAnnouncementPush, saveSubscription } from "../push/dispatch";
import { localPushOrigins, subscriptionProblem } from "../push/subscription";
import { vapidFromEnv } from "../push/vapid";
import { adminRoutes, batchWithUser, investorBatchRoutes, investorRoutes } from "../middleware/auth";
import {
  createAnnouncement,
  deleteAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from "../services/notifications/announcements";
import { listNotifications, markAllRead, markRead, unreadCountStatement } from "../services/notifications/inbox";

/**
 * Mounted at `/api`. The count, polled every 30 seconds by every open app (NOT-5), reads
 * with the session check in one D1 round trip; the other routes keep the usual guard. The
 * two groups sit side by side, so neither runs the other's guard.
 */
export const notificationRoutes = new Hono<AppBindings>()
  .route(
    "/",
    investorBatchRoutes().get("/notifications/count", async (c) => {
      const { results } = await batchWithUser(c, (userId) => [unreadCountStatement(c.var.db, userId)]);
      return c.json({ unreadCount: (results[0]?.results[0] as { c: number } | undefined)?.c ?? 0 });
    }),
  )
  .route(
    "/",
    investorRoutes()
      .get("/notifications", async (c) => c.json(await listNotifications(c.var.db, c.var.user.id)))
      .post("/notifications/read-all", async (c) => {
        await markAllRead(c.env.DB, c.var.user.id);
        return c.json({ ok: true });
      })
      .post("/notifications/:id/read", validate("param", notificationIdParam), async (c) => {
        await markRead(c.env.DB, c.var.user.id, c.req.valid("param").id);
        return c.json({ ok: true });
      })
      // Web Push (NOT-10 to NOT-14): the VAPID public key, then the browser's subscription.
      .get("/notifications/push-key", (c) => c.json<PushKey>({ publicKey: vapidFromEnv(c.env)?.publicKey ?? null }))
      .post("/notifications/push-subscriptions", validate("json", pushSubscriptionInput), async (c) => {
        const input = c.req.valid("json");
        const problem = subscriptionProblem(input, localPushOrigins(c.env));
        if (problem === "endpoint") {
          throw invalidField("endpoint", "endpoint must be the https address of a browser push service", "invalid_format");
        }
        if (problem) throw invalidField(`keys.${problem}`, `keys.${problem} is not a valid browser push key`, "invalid_format");
        await saveSubscription(c.env.DB, c.var.user.id, input);
        return c.json({ ok: true }, 201);
      })
      .delete("/notifications/push-subscriptions", validate("json", pushUnsubscribeInput), async (c) => {
        await deleteSubscription(c.env.DB, c.var.user.id, c.req.valid("json").endpoint);
        return c.json({ ok: true });
      }),
  );

/** Mounted at `/api/admin`. */
export const adminAnnouncementRoutes = adminRoutes()
  .get("/announcements", validate("query", announcementListQuery), async (c) =>
    c.json(await listAnnouncements(c.env.DB, c.req.valid("query"))),
  )
  .post("/announcements", validate("json", announcementInput), async (c) => {
    const created = await createAnnouncement(c.env.DB, c.var.admin, c.req.valid("json"));
    queueAnnouncementPush(c, announcementPush(created));
    return c.json(created, 201);
  })
  .patch("/announcements/:id", validate("param", idParam), validate("json", announcementPatchInput), async (c) => {
    const input = c.req.valid("json");
    const updated = await updateAnnouncement(c.env.DB, c.var.admin, c.req.valid("param").id, input);
    // Switching one on pushes it again (same tag: it replaces the earlier one on a device). NOT-13.
    if (input.isActive) queueAnnouncementPush(c, announcementPush(updated));
    return c.json(updated);
  })
  .delete("/announcements/:id", validate("param", idParam), async (c) => {
    await deleteAnnouncement(c.env.DB, c.var.admin, c.req.valid("param").id);
    return c.json({ ok: true });
  });

function announcementPush(a: { id: number; title: string; message: string }) {
  return { kind: "announcement", announcementId: a.id, title: a.title, message: a.message } as const;
}
