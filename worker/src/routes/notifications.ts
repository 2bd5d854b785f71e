/**
 * Notifications and announcements (docs/product-rules.md#notifications): the investor's
 * bell and dialog; the staff's announcements.
 */
import { announcementInput, announcementPatchInput, notificationIdParam } from "@app/schema/contracts/notifications";
import { idParam, validate } from "../lib/validate";
import { adminRoutes, investorRoutes } from "../middleware/auth";
import { createAnnouncement, deleteAnnouncement, listAnnouncements, updateAnnouncement } from "../services/announcements";
import { listNotifications, markAllRead, markRead, unreadCount } from "../services/notifications";

/** Mounted at `/api`. */
export const notificationRoutes = investorRoutes()
  .get("/notifications/count", async (c) => c.json({ unreadCount: await unreadCount(c.env.DB, c.var.user.id) }))
  .get("/notifications", async (c) => c.json(await listNotifications(c.env.DB, c.var.user.id)))
  .post("/notifications/read-all", async (c) => {
    await markAllRead(c.env.DB, c.var.user.id);
    return c.json({ ok: true });
  })
  .post("/notifications/:id/read", validate("param", notificationIdParam), async (c) => {
    await markRead(c.env.DB, c.var.user.id, c.req.valid("param").id);
    return c.json({ ok: true });
  });

/** Mounted at `/api/admin`. */
export const adminAnnouncementRoutes = adminRoutes()
  .get("/announcements", async (c) => c.json(await listAnnouncements(c.env.DB)))
  .post("/announcements", validate("json", announcementInput), async (c) =>
    c.json(await createAnnouncement(c.env.DB, c.var.admin, c.req.valid("json")), 201),
  )
  .patch("/announcements/:id", validate("param", idParam), validate("json", announcementPatchInput), async (c) =>
    c.json(await updateAnnouncement(c.env.DB, c.var.admin, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/announcements/:id", validate("param", idParam), async (c) => {
    await deleteAnnouncement(c.env.DB, c.var.admin, c.req.valid("param").id);
    return c.json({ ok: true });
  });
